import { CODE_MESSAGE, EMAIL_MESSAGE, PASSWORD_MESSAGE } from '../validation';
import { SERVER_UNREACHABLE_MESSAGE } from '../client-error';
import { INVALID_TOKEN_MESSAGE } from './errors';

/**
 * The membership widget's texts that every part of it reads (buttons, checks, failures, waits),
 * in English, by key: each part's catalogue (modal-texts.ts, comment-texts.ts) is laid over these,
 * so that a page loads only the texts of the parts it shows.
 */
export const COMMON_TEXTS = {
  'common.close': 'Close',
  'common.back': 'Back',
  'common.or': 'or',
  'common.loading': 'Loading',
  'common.retry': 'Try again',
  'common.appUnavailable': 'The sign-in settings could not be loaded.',
  'validation.email': EMAIL_MESSAGE,
  'validation.password': PASSWORD_MESSAGE,
  'validation.code': CODE_MESSAGE,
  'validation.notAnImage': 'File is not an image.',
  'validation.imageTooLarge': 'Image must be less than 2MB.',
  'error.memberNotLoggedIn': 'Member not logged in',
  'error.tooManyAttempts': 'Too many attempts. Please wait {wait} and try again.',
  'error.client/invalid-token': INVALID_TOKEN_MESSAGE,
  'error.client/network-error': SERVER_UNREACHABLE_MESSAGE,
  'wait.seconds': '{count} seconds',
  'wait.second': '1 second',
  'wait.minutes': '{count} minutes',
  'wait.minute': '1 minute',
} as const;
