// A builder's site that uses Memberstack's own browser SDK, unchanged, pointed at our service.
import memberstackDOM from '@memberstack/dom';

const params = new URLSearchParams(location.search);
const memberstack = memberstackDOM.init({
  publicKey: params.get('publicKey') ?? 'pk_sb_chainforge_demo',
  domain: params.get('domain') ?? '',
});
const authChanges: unknown[] = [];
memberstack.onAuthChange((member: unknown) => authChanges.push(member));

Object.assign(window, { memberstack, authChanges });
