import type { Db } from '../../db/database';
import type { JobLog, JobPayloads, JobQueue } from '../../jobs';
import type { StoreMetrics } from '../../observability';
import type { CreditPacksService } from '../credit-packs';
import type { InvoicesService } from '../invoices';
import type { ReceiptsService } from '../receipts';
import type { UsersService } from '../users';
import type { PaymentProviderClient } from './payment-provider';

/** What the payments service and each of its parts work with. */
export interface PaymentsServiceDependencies {
  db: Db;
  users: UsersService;
  /** The packs on sale, as the owner prices them now. */
  packs: Pick<CreditPacksService, 'onSale'>;
  provider: PaymentProviderClient;
  jobs: Pick<JobQueue<JobPayloads>, 'send'>;
  /** Writes each credited order's receipt, and numbers the history's paid orders. */
  receipts: Pick<ReceiptsService, 'issue' | 'numbersOf' | 'numberOfOrder'>;
  /** Writes each credited order's invoice and each refunded one's credit note; numbers the history's. */
  invoices: Pick<InvoicesService, 'issue' | 'issueCreditNote' | 'numbersOf'>;
  /** Null when webhooks are not configured: they are refused, reconciliation still runs. */
  webhookSecret: string | null;
  reconcileAfterSeconds: number;
  log: JobLog;
  /** Counts orders made and credited, reconciliations and refused webhooks; optional in tests. */
  metrics?: Pick<StoreMetrics, 'payments'>;
}
