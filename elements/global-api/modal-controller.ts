import type { ModalResult } from '../kit/membership/modal-result';
import { membershipSession } from '../kit/membership/membership-runtime';
import { siteText } from '../core/membership/site-catalogue';
import { MODAL_DISPLAYS, type ModalTarget, modalTarget } from './modal-displays';

export type LoadElement = (tag: string) => Promise<CustomElementConstructor>;

/** What both membership modals take from `openModal`. */
interface ModalElement extends HTMLElement {
  open?: boolean;
  params?: object | undefined;
}

const CLOSED: ModalResult = { type: 'CLOSED', data: null };

export interface ModalController {
  openModal(display: unknown, params?: unknown): Promise<ModalResult>;
  hideModal(): void;
}

/**
 * One membership modal at a time, opened by code: the page's own element of the tag when it has
 * one (left as the page set it once it closes), else one made for the occasion and removed after.
 */
export function createModalController(loadElement: LoadElement): ModalController {
  let current: { finish(result: ModalResult): void } | null = null;

  function openModal(display: unknown, params?: unknown): Promise<ModalResult> {
    const target = modalTarget(display);
    if (!target) {
      return Promise.reject(
        new Error(
          `chainforge.openModal: no screen named ${JSON.stringify(display)}; use one of ${MODAL_DISPLAYS.join(', ')}.`,
        ),
      );
    }
    if (target.tag === 'ms-profile-modal' && !membershipSession.token()) {
      return Promise.reject(new Error(siteText('error.memberNotLoggedIn')));
    }
    current?.finish(CLOSED);

    return new Promise<ModalResult>((resolve, reject) => {
      let settled = false;
      let close = () => {};
      const modal = {
        finish(result: ModalResult) {
          if (settled) return;
          settled = true;
          if (current === modal) current = null;
          close();
          resolve(result);
        },
      };
      current = modal;
      loadElement(target.tag).then(
        () => {
          // Closed, or replaced by another modal, while its code was loading: nothing to show.
          if (!settled) close = show(target, params, modal.finish);
        },
        (error: unknown) => {
          if (current === modal) current = null;
          settled = true;
          reject(error);
        },
      );
    });
  }

  return { openModal, hideModal: () => current?.finish(CLOSED) };
}

/** Opens the modal on the target's screen; answers how to close it and leave the page as it was. */
function show(target: ModalTarget, params: unknown, finish: (result: ModalResult) => void): () => void {
  const existing = document.querySelector<ModalElement>(target.tag);
  const element = existing ?? (document.createElement(target.tag) as ModalElement);
  const pageDisplay = element.getAttribute('display');
  const pageParams = element.params;
  if (target.tag === 'ms-login-modal') element.setAttribute('display', target.display);
  // Anything but an object would break the modal's reading of `params.signup` and the like.
  if (params && typeof params === 'object') element.params = params;

  const onResult = (event: HTMLElementEventMap['ms-modal-result']) => {
    // The event's typed detail lists its fields one by one; the modal sends one ModalResult.
    if (event.target === element) finish(event.detail as ModalResult);
  };
  element.addEventListener('ms-modal-result', onResult);
  element.open = true;
  if (!existing) document.body.append(element);

  return () => {
    element.removeEventListener('ms-modal-result', onResult);
    element.open = false;
    if (!existing) {
      element.remove();
      return;
    }
    if (pageDisplay === null) element.removeAttribute('display');
    else element.setAttribute('display', pageDisplay);
    element.params = pageParams;
  };
}
