import type { SignedPayment } from './api/verify-payment';

/** What Razorpay's payment.failed event carries, in the part the page reads. */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

/** The options of Razorpay's Standard Checkout that the page uses. */
export interface RazorpayOptions {
  key: string;
  order_id: string;
  /** Paise. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  handler: (response: SignedPayment) => void;
  modal: { ondismiss: () => void };
  prefill: { name?: string; email?: string };
  theme?: { color?: string };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loads = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Adds checkout.js from `url` once per page and resolves with `window.Razorpay`. A failed load is
 * forgotten, so opening the page again tries again.
 */
export function loadRazorpayCheckout(url: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  let loading = loads.get(url);
  if (!loading) {
    loading = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        if (window.Razorpay) resolve(window.Razorpay);
        else reject(new Error('Razorpay checkout did not start'));
      };
      script.onerror = () => reject(new Error('Razorpay checkout could not be loaded'));
      document.head.append(script);
    }).catch((error: unknown) => {
      loads.delete(url);
      document.querySelector(`script[src="${CSS.escape(url)}"]`)?.remove();
      throw error;
    });
    loads.set(url, loading);
  }
  return loading;
}
