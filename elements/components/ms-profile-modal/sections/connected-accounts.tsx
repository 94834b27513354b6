import { useId, useState } from 'react';
import type { SocialProvider } from '../../../core/membership/types';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { openProviderPopup } from '../../../kit/membership/provider-popup';
import { ProviderMark } from '../../../kit/membership/provider-mark';
import { Group, ProviderName, Row, Rows, SmallButton, SubHeading } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';
import { usePresenceCheck } from '../presence/use-presence-check';

/** What connecting or disconnecting a provider answers. */
interface ProvidersAnswer {
  providers?: { provider: string }[];
  message?: string;
}

/** 'Connect Additional Accounts': each provider the app offers, to connect through its popup or disconnect. */
export function ConnectedAccounts({ app, member, messages, showError, showSuccess }: SectionProps) {
  const idPrefix = useId();
  const presence = usePresenceCheck({ member, messages });
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const providers = [...(app.authProviders ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  if (providers.length === 0) return null;
  const connected = new Set((member.auth.providers ?? []).map(({ provider }) => provider));

  const change = async (provider: SocialProvider, connect: boolean) => {
    setBusy(provider);
    try {
      // A new way in: the service may first ask the member to confirm it is them, in place.
      const answer: ProvidersAnswer | undefined = connect
        ? await presence.guard((proof) =>
            openProviderPopup<ProvidersAnswer>({ provider, intent: 'connect' }, async () => {
              const { ticket } = await membershipClient.connectTicket(provider, proof);
              return ticket;
            }),
          )
        : await membershipClient.disconnectProvider(provider);
      if (!answer) return;
      await membershipClient.getCurrentMember();
      if (answer.message) showSuccess(answer.message);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group aria-labelledby={`${idPrefix}heading`}>
      <SubHeading id={`${idPrefix}heading`}>{messages.message('security.connectAccounts')}</SubHeading>
      <Rows>
        {providers.map(({ provider, name }) =>
          connected.has(provider) ? (
            <Row key={provider}>
              <ProviderName id={`${idPrefix}${provider}`}>
                <ProviderMark provider={provider} />
                {name}
              </ProviderName>
              <SmallButton
                aria-describedby={`${idPrefix}${provider}`}
                disabled={busy !== null}
                aria-busy={busy === provider}
                onClick={() => void change(provider, false)}
              >
                {messages.message('security.disconnect')}
              </SmallButton>
            </Row>
          ) : (
            <Row key={provider}>
              <ProviderName>
                <ProviderMark provider={provider} />
                {name}
              </ProviderName>
              <SmallButton
                disabled={busy !== null}
                aria-busy={busy === provider}
                onClick={() => void change(provider, true)}
              >
                {messages.message('security.connect', { provider: name })}
              </SmallButton>
            </Row>
          ),
        )}
      </Rows>
      {presence.prompt}
    </Group>
  );
}
