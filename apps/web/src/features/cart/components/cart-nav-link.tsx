import { NavLink } from 'react-router';
import { CartIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { useCart } from '../api/get-cart';

/** The navbar's way to the cart, with the number of licences in it once known. */
export function CartNavLink() {
  const { data } = useCart();
  const count = data?.itemCount ?? 0;
  const label = data ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <NavLink
      to={paths.cart()}
      aria-label={label}
      className={({ isActive }) =>
        `relative grid size-10 shrink-0 place-items-center rounded-full transition-colors ${
          isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-slate-100'
        }`
      }
    >
      <CartIcon className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent-500 px-1 text-xs font-bold text-white tabular-nums ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  );
}
