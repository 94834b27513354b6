import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { OutlineButton } from '../../../kit/ui/button';
import { useCopy } from '../../../kit/ui/use-copy';
import { Note } from '../ms-login-modal.styles';
import type { ScreenProps } from '../screen-props';
import { TEST_CARDS } from '../../../../contract/test-cards';
import { groupedCardNumber, TEST_CARD_COPY_FEEDBACK_MS } from '../test-cards';

const Cards = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid var(--cf-color-border);
  border-radius: 10px;
`;

const Card = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;

  & + & { border-top: 1px solid var(--cf-color-border); }
`;

const CardText = styled.div`
  flex: 1;
  display: grid;
  min-width: 0;
`;

const CardName = styled.span`
  font-weight: 500;
`;

const CardNumber = styled.span`
  font-family: var(--cf-font-mono);
  font-size: 13px;
  color: var(--cf-color-text-muted);
`;

const CopyButton = styled(OutlineButton)`
  min-width: 76px;
`;

/** Test mode: the test cards to copy, then on to checkout. */
export function TestCardScreen({ messages, params, finish, showError }: ScreenProps) {
  const { copied, copy } = useCopy(TEST_CARD_COPY_FEEDBACK_MS);
  const [busy, setBusy] = useState(false);

  const proceed = async (event: FormEvent) => {
    event.preventDefault();
    const priceId = params.priceId ?? null;
    if (!priceId) {
      finish({ type: 'CHECKOUT', data: { priceId } });
      return;
    }
    setBusy(true);
    try {
      const here = location.href;
      const { url } = await membershipClient.createCheckoutSession({
        priceId,
        success_url: here,
        cancel_url: here,
        origin_url: location.origin,
      });
      finish({ type: 'CHECKOUT', data: { priceId } });
      location.assign(url);
    } catch (error) {
      showError(error);
      setBusy(false);
    }
  };

  return (
    <FormStack onSubmit={proceed} aria-label={messages.message('testCard.heading')}>
      <Note>{messages.message('testCard.description')}</Note>
      <Cards>
        {TEST_CARDS.map((card) => (
          <Card key={card.number} part="test-card">
            <CardText>
              <CardName>
                {card.label}{' '}
                <small>
                  · {messages.message(card.outcome === 'succeeds' ? 'testCard.succeeds' : 'testCard.declined')}
                </small>
              </CardName>
              <CardNumber>{groupedCardNumber(card.number)}</CardNumber>
            </CardText>
            <CopyButton
              type="button"
              aria-label={messages.message('testCard.copyLabel', { card: card.label })}
              onClick={() => copy(card.number, card.number).catch(showError)}
            >
              <span aria-live="polite">
                {messages.message(copied === card.number ? 'testCard.copied' : 'testCard.copy')}
              </span>
            </CopyButton>
          </Card>
        ))}
      </Cards>
      <SubmitButton busy={busy}>{messages.message('testCard.continue')}</SubmitButton>
    </FormStack>
  );
}
