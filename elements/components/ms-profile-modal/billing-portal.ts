import { membershipClient } from '../../kit/membership/membership-runtime';

/** Sends the member to the payment provider's billing portal, which brings them back to this page. */
export async function openBillingPortal(): Promise<void> {
  const { url } = await membershipClient.createBillingPortalSession({
    return_url: location.href,
    priceIds: [],
    origin_url: location.origin,
  });
  location.assign(url);
}
