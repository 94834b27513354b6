import type { App } from '../../core/membership/types';
import type { LoginDisplay, LoginModalParams } from '../../core/membership/login-modal-params';

/**
 * The free plans a signup joins: those the page names in `signup.plans`, else the app's plans
 * offered on the surface the modal was opened on (the login modal's own, or the signup modal's).
 */
export function signupPlansFor(app: App | null, params: LoginModalParams, opened: LoginDisplay): { planId: string }[] {
  if (params.signup?.plans) return params.signup.plans.map((planId) => ({ planId }));
  const surface = opened === 'signup' ? 'signup' : 'login';
  return (app?.plans ?? [])
    .filter((plan) => plan.signupSurface === surface && (plan.prices ?? []).length === 0)
    .map((plan) => ({ planId: plan.id }));
}
