import { expect } from '@open-wc/testing';
import type { Member } from '../core/membership/types';
import { createGate } from './gate';
import type { GateKnowledge } from './gating';
import { aMember, anAuth, aPlanConnection } from '../../contract/membership-answers.fixtures';

const member = (planIds: string[] = []): Member =>
  aMember({
    id: 'mem_gate',
    auth: anAuth({ email: 'gate@example.com' }),
    planConnections: planIds.map((planId) => aPlanConnection({ id: planId, planId })),
  });
const GROUPS = [{ key: 'pro', plans: [{ id: 'pln_pro' }] }];
const visitor: GateKnowledge = { member: null, groups: GROUPS };

/** Gated markup in a container of its own; the gate decides the whole document, as the runtime's does. */
function page(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('gating in the page', () => {
  it('removes what may not be seen, leaving a comment in its place, and puts it back later', () => {
    const gate = createGate();
    const container = page(
      '<p id="members" data-ms-content="members">in</p><p id="visitors" data-ms-content="!members">out</p>',
    );
    gate.refresh(visitor);
    expect(container.querySelector('#members')).to.equal(null);
    expect(container.firstChild?.nodeType).to.equal(Node.COMMENT_NODE);
    expect(container.querySelector('#visitors')!.hasAttribute('data-ms-shown')).to.equal(true);

    gate.refresh({ member: member(), groups: GROUPS });
    expect(container.firstElementChild?.id).to.equal('members');
    expect(container.querySelector('#visitors')).to.equal(null);
    container.remove();
  });

  it('brings back nested content with the content around it', () => {
    const gate = createGate();
    const container = page(`
      <section id="outer" data-ms-content="members">
        <p id="pro" data-ms-content="pro">pro</p><p id="upsell" data-ms-content="!pro">upsell</p>
      </section>`);
    gate.refresh({ member: member(['pln_pro']), groups: GROUPS });
    expect(container.querySelector('#upsell')).to.equal(null);
    gate.refresh(visitor); // signed out: the whole section goes, the upsell's placeholder inside it
    gate.prune();
    expect(container.querySelector('#outer')).to.equal(null);
    gate.refresh({ member: member(), groups: GROUPS }); // another member, without the pro plan
    expect(container.querySelector('#outer')).to.not.equal(null);
    expect(container.querySelector('#upsell')).to.not.equal(null);
    expect(container.querySelector('#pro')).to.equal(null);
    container.remove();
  });

  it("keeps a member's group content hidden while the groups are unknown", () => {
    const gate = createGate();
    const container = page('<p id="pro" data-ms-content="pro">pro</p>');
    expect(gate.refresh({ member: member(['pln_pro']), groups: null })).to.equal(true);
    expect(container.querySelector('#pro')!.hasAttribute('data-ms-shown')).to.equal(false);
    expect(gate.refresh({ member: member(['pln_pro']), groups: GROUPS })).to.equal(false);
    expect(container.querySelector('#pro')!.hasAttribute('data-ms-shown')).to.equal(true);
    container.remove();
  });

  it('lets go of removed content once the page removed its place', () => {
    const gate = createGate();
    const container = page('<p data-ms-content="members">a</p><p data-ms-content="members">b</p>');
    gate.refresh(visitor);
    expect(gate.heldCount).to.equal(2);
    container.remove();
    gate.prune();
    expect(gate.heldCount).to.equal(0);
  });
});
