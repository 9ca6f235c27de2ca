import { useEffect, useState } from 'react';
import { loadRazorpayCheckout } from '../razorpay-checkout';
import type { RazorpayConstructor } from '../razorpay-checkout';
import type { PaymentsSetup } from '../payments-setup';

export type CheckoutScript =
  | { status: 'loading' }
  /** The sandbox needs no script: its checkout is the page's own dialog. */
  | { status: 'not-needed' }
  | { status: 'ready'; Razorpay: RazorpayConstructor }
  | { status: 'failed' };

/**
 * Razorpay's checkout.js, loaded by this page only and only when Razorpay takes the payments
 * (the store's content policy admits the script only then).
 */
export function useCheckoutScript(setup: PaymentsSetup | undefined): CheckoutScript {
  const provider = setup?.provider;
  const url = setup?.checkoutUrl ?? null;
  const [loaded, setLoaded] = useState<{ url: string; script: CheckoutScript } | null>(null);

  useEffect(() => {
    if (provider !== 'razorpay' || url === null) return;
    let current = true;
    loadRazorpayCheckout(url).then(
      (Razorpay) => {
        if (current) setLoaded({ url, script: { status: 'ready', Razorpay } });
      },
      () => {
        if (current) setLoaded({ url, script: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [provider, url]);

  if (provider === undefined) return { status: 'loading' };
  if (provider === 'sandbox') return { status: 'not-needed' };
  if (url === null) return { status: 'failed' };
  return loaded?.url === url ? loaded.script : { status: 'loading' };
}
