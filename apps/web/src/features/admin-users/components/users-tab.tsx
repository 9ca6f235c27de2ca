import {
  AdminMessage,
  type AdminPurchase,
  type AdminUser,
  type AdminUserSort,
} from '@frameshop/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input-styles';
import { isComplete, type PeriodChoice } from '../../admin-shell/admin-period';
import { AdminTab, type AdminTabProps } from '../../admin-shell/components/admin-tab';
import { CardTable, CardTableRow } from '../../../components/ui/card-table';
import { SummaryCard } from '../../admin-shell/components/summary-card';
import {
  formatCount,
  formatDate,
  formatRupees,
  rupeesPerCredit,
} from '../../admin-shell/format-admin';
import { useAdminUsers } from '../hooks/use-admin-users';
import { usersParams } from '../users-params';
import { AdjustCreditsDialog } from './adjust-credits-dialog';

const sortLabels: Record<AdminUserSort, string> = {
  revenue: 'Revenue',
  credits: 'Credits',
  purchases: 'Purchases',
  newest: 'Newest',
};

const columns = ['User', 'Credits Info', 'Templates Purchased', 'Revenue Contribution'];

/** Users: who they are, their credits, what they bought and what they paid. */
export function UsersTab({ choice, ...tab }: AdminTabProps & { choice: PeriodChoice }) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<AdminUserSort>('revenue');
  const [page, setPage] = useState(1);
  const [adjusting, setAdjusting] = useState<AdminUser | null>(null);
  const params = usersParams(choice, { q, sort, page });
  const query = useAdminUsers(tab.token, params, isComplete(choice));
  const filtered = choice.period !== 'all';

  return (
    <AdminTab {...tab} query={query} table="users" exportParams={params}>
      {(data) => (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <SummaryCard label="Total Users" value={formatCount(data.totalUsers)} />
            <SummaryCard label="Paying Users" value={formatCount(data.payingUsers)} />
            <SummaryCard label="Total Purchases" value={formatCount(data.totalPurchases)} />
            <SummaryCard label="Total Revenue" value={formatRupees(data.totalRevenue)} />
          </div>
          <form
            className="flex flex-wrap items-end gap-3"
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              setQ(search);
              setPage(1);
            }}
          >
            <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-semibold text-ink">
              Search by name or email
              <input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className={inputClasses('default', 'min-w-0')}
                maxLength={100}
              />
            </label>
            <Button type="submit" variant="secondary">
              Search
            </Button>
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
              Sort by
              <select
                value={sort}
                onChange={(event) => {
                  setSort(event.target.value as AdminUserSort);
                  setPage(1);
                }}
                className={inputClasses('default', 'w-40')}
              >
                {Object.entries(sortLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </form>
          <h2 className="text-lg font-bold text-ink">
            {filtered ? AdminMessage.usersWithActivity : 'All Users'}{' '}
            <span className="font-normal text-ink-muted">({formatCount(data.matchingUsers)})</span>
          </h2>
          <CardTable
            columns={columns}
            empty={data.users.length === 0 ? 'No users match.' : undefined}
          >
            {data.users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                filtered={filtered}
                onAdjust={() => setAdjusting(user)}
              />
            ))}
          </CardTable>
          <nav aria-label="Users pages" className="flex items-center justify-between gap-3 text-sm">
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </Button>
            <span className="text-ink-muted">
              Page {data.page} of {pageCount(data)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pageCount(data)}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </nav>
          {adjusting ? (
            <AdjustCreditsDialog
              token={tab.token}
              user={adjusting}
              onClose={() => setAdjusting(null)}
            />
          ) : null}
        </>
      )}
    </AdminTab>
  );
}

/** How the account signs in; a team's is signed in to by no one, its members sign in as themselves. */
const signInOf = (user: AdminUser) =>
  user.kind === 'team' ? 'Members sign in' : user.isGoogleUser ? 'Google User' : 'Email User';

/** Marks a team's account (ADR 59), listed among people's: its name is the team's. */
function TeamBadge() {
  return (
    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
      Team
    </span>
  );
}

const pageCount = (data: { matchingUsers: number; pageSize: number }) =>
  Math.max(1, Math.ceil(data.matchingUsers / data.pageSize));

function PurchaseList({ purchases, total }: { purchases: AdminPurchase[]; total: number }) {
  if (total === 0) return <span className="text-ink-muted">None</span>;
  return (
    <ul className="flex flex-col gap-1">
      {purchases.map((purchase, index) => (
        <li
          key={`${purchase.templateId}-${purchase.purchaseDate}-${index}`}
          className="md:whitespace-nowrap"
        >
          <span className="font-semibold">#{purchase.templateId}</span>{' '}
          <span className="text-ink-muted">
            {formatCount(purchase.creditsCost)} credits · {formatDate(purchase.purchaseDate)}
          </span>
        </li>
      ))}
      {total > purchases.length ? (
        <li className="text-ink-muted">and {formatCount(total - purchases.length)} more</li>
      ) : null}
    </ul>
  );
}

function UserRow({
  user,
  filtered,
  onAdjust,
}: {
  user: AdminUser;
  filtered: boolean;
  onAdjust: () => void;
}) {
  const name = user.actualName || user.username;
  const credits = filtered ? user.filteredCreditsPurchased : user.creditsPurchased;
  const money = filtered ? user.filteredMoneySpent : user.moneySpent;
  return (
    <CardTableRow>
      <td>
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-700"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-ink">
              {name}
              {user.kind === 'team' ? <TeamBadge /> : null}
            </p>
            <p className="text-ink-muted wrap-anywhere">{user.email}</p>
            <p className="text-xs text-ink-subtle">
              {user.closedAt === null ? (
                signInOf(user)
              ) : (
                <span className="font-semibold text-danger-700">
                  Closed on {formatDate(user.closedAt)}
                </span>
              )}
            </p>
          </div>
        </div>
      </td>
      <td>
        <p>
          Balance: <span className="font-semibold">{formatCount(user.credits)}</span>
        </p>
        <p className="text-ink-muted">
          Purchased{filtered ? ' in period' : ''}: {formatCount(credits)} ({formatRupees(money)})
        </p>
        {user.closedAt === null ? (
          <Button variant="ghost" size="sm" className="-ml-3 mt-1" onClick={onAdjust}>
            Adjust credits
          </Button>
        ) : null}
      </td>
      <td>
        <PurchaseList
          purchases={filtered ? user.filteredTemplatesPurchased : user.templatesPurchased}
          total={filtered ? user.filteredPurchaseCount : user.purchaseCount}
        />
      </td>
      <td>
        <p className="font-semibold">{formatRupees(money)}</p>
        <p className="text-ink-muted">{rupeesPerCredit(money, credits)} per credit</p>
      </td>
    </CardTableRow>
  );
}
