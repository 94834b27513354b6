import type { Messages } from '../../core/membership/messages';
import { validateCode, validateEmail, validatePassword } from '../../core/validation';

/** The widget's field rules, answering in the site's wording from the message catalogue. */
export function widgetRules(messages: Messages) {
  const worded =
    (rule: (value: string) => string | undefined, key: Parameters<Messages['message']>[0]) => (value: string) =>
      rule(value) === undefined ? undefined : messages.message(key);
  return {
    email: worded(validateEmail, 'validation.email'),
    password: worded(validatePassword, 'validation.password'),
    code: worded(validateCode, 'validation.code'),
  };
}
