import { useRef, useState, type ChangeEvent } from 'react';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { Avatar, InlineRow, SmallButton } from '../ms-profile-modal.styles';
import { profileImageProblem } from '../../../core/membership/profile-image-rule';
import type { SectionProps } from '../section-props';

/** The member's picture and a button that picks a new one; the file is checked here before it is sent. */
export function ProfileImage({ member, messages, showError, showSuccess }: SectionProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again (after fixing it, say) is a change again.
    event.currentTarget.value = '';
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      showError(new Error(messages.message(problem)));
      return;
    }
    setBusy(true);
    try {
      const answer = await membershipClient.uploadProfileImage(file, file.name);
      showSuccess(answer.message);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <InlineRow>
      {member.profileImage && <Avatar src={member.profileImage} alt={messages.message('profile.image')} />}
      <input ref={input} type="file" accept="image/*" hidden onChange={(event) => void upload(event)} />
      <SmallButton disabled={busy} aria-busy={busy} onClick={() => input.current?.click()}>
        {messages.message(member.profileImage ? 'profile.replaceImage' : 'profile.uploadImage')}
      </SmallButton>
    </InlineRow>
  );
}
