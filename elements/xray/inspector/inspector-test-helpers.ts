import type { ScanResult } from '../scan/scan-types';
import { PREFERENCES_KEY } from './inspector-preferences';
import { resetInspectorStore } from './inspector-store';

/** For the inspector's element tests: a fresh page's state (no saved preferences, no cart). */
export function freshInspector(): void {
  localStorage.removeItem(PREFERENCES_KEY);
  sessionStorage.removeItem('ms_plan');
  sessionStorage.removeItem('ms_price');
  resetInspectorStore();
}

/** A scan result over elements made for the test (they are added to the body). */
export function sampleResult(): ScanResult & { elements: Record<string, HTMLElement> } {
  const make = (html: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const element = holder.firstElementChild as HTMLElement;
    document.body.append(element);
    return element;
  };
  const login = make('<form data-ms-form="login"></form>');
  const plan = make('<a data-ms-plan:add="pln_chainforge_starter" href="#">Starter</a>');
  const broken = make('<a data-ms-plan:ad="pln_chainforge_starter" href="/x">Broken</a>');
  const forgot = make('<form data-ms-form="forgot-password"></form>');
  return {
    elements: { login, plan, broken, forgot },
    found: [
      { attribute: 'data-ms-form', value: 'login', element: login },
      { attribute: 'data-ms-plan:add', value: 'pln_chainforge_starter', element: plan },
      { attribute: 'data-ms-form', value: 'forgot-password', element: forgot },
    ],
    errors: [
      {
        id: 'broken-plan-suffix',
        message: "The data-ms-plan:ad attribute's suffix is incorrect (e.g. :add, :update, :remove).",
        element: broken,
      },
    ],
    warnings: [
      {
        id: 'missing-redirect',
        message:
          'This forgot-password form has no data-ms-redirect: point it at the page with your reset-password form.',
        element: forgot,
      },
    ],
  };
}
