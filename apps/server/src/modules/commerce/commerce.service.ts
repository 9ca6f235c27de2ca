import { randomUUID } from 'node:crypto';
import {
  CART_MAX_QUANTITY,
  CommerceMessage,
  DOWNLOAD_LINK_TTL_SECONDS,
  ErrorCode,
  type Cart,
  type CheckoutResponse,
  type DownloadResponse,
  type LicenceCertificate,
  type OwnedTemplate,
  type PurchaseResponse,
} from '@frameshop/contract';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import { isDeadlock, isUniqueViolation } from '../../db/unique-violation';
import {
  catalogueTemplates,
  regionalPrice,
  type TemplateRow,
  toTemplateSummary,
} from '../catalogue';
import {
  applyCreditChange,
  applyCreditChanges,
  UnappliedLastChange,
  type CreditGrant,
  type MemberCharge,
  type SpendingApiKey,
  type TeamSpender,
} from '../credits';
import type { SharedDependencies } from '../../shared-dependencies';
import { notMember } from '../auth';
import type { ProfileLists, UserRow } from '../users';
import {
  addToCartLine,
  deleteCartLine,
  emptyCart,
  findCartLine,
  findFirstLicence,
  findLicence,
  findCheckoutFacts,
  checkoutGrant,
  insertFreeLicences,
  insertLicences,
  keepingAnswer,
  licenceGrant,
  listCartLines,
  listLicences,
  licencesGrant,
  lockBuyer,
  lockForPurchase,
  lockForPurchasesTogether,
  lockPayerAccount,
  type LicenceBoughtTogether,
  type SpendPayer,
  type ClaimedMember,
  type LockedRead,
  ownedTemplateIds,
  setCartLineQuantity,
} from './commerce.repository';
import {
  answerSeenBefore,
  keptAnswerOf,
  rememberAnswer,
  type IdempotentCall,
  type SeenRequest,
} from './idempotency';
import { checkoutSale } from './checkout-sale';
import { PurchasesByTeam } from './purchases-by-team';
import { chargesOfTurn } from './turn-charges';
import type { TemplateFiles } from './template-files';

/** Who is buying, and where from: the server decides the region, and so the price. */
export interface Buyer {
  userId: string;
  isIndianUser: boolean;
  /**
   * The session's token version when the account was not looked up before (`tokenSignatureOnly`):
   * the spend compares it with the locked row and refuses a revoked session with StaleSession.
   */
  tokenVersion?: number;
  /**
   * The API key the request was made with: the ledger row of each spend it makes names it (a
   * render, a batch, a scene export; purchases and checkouts take no key, ADR 47).
   */
  apiKey?: SpendingApiKey;
  /** Paying as a team (`userId` is the team's): the member, held to their monthly limit. */
  member?: TeamSpender;
  /**
   * Paying as a team, the member's membership not read yet: a purchase reads it under the team's
   * lock (ADR 61) and refuses one who is no member; every other spend needs `member`.
   */
  claimedMember?: ClaimedMember;
}

/** A spend's session was revoked (or its account deleted) since its token was issued. */
export class StaleSession extends Error {
  override name = 'StaleSession';
}

/**
 * What a spend's work and its charge share. `kept`: the spend's answer is kept for its key
 * already, by the statement that charged for it, which saves the spend a round trip.
 * `commitAllowed`: the charge may take the transaction's COMMIT with it (ADR 62), as nothing is
 * written before it and, once it applies, nothing after it; false when the spend runs again
 * because a charge sent so did not apply. `balanceHeld`: the balance the work was given was read
 * under the payer's row lock (not so for a team's purchase, ADR 63).
 */
interface Charging {
  kept: boolean;
  commitAllowed: boolean;
  balanceHeld: boolean;
}

/** How a template came to be owned, without the download link (which is made fresh each time). */
type Acquisition = Omit<DownloadResponse, 'downloadUrl' | 'fileName'>;

/** A purchase or first download of a template, as `acquire` is asked for it. */
interface WantedTemplate {
  buyer: Buyer;
  templateId: number;
  expectedPrice: number | undefined;
  call: IdempotentCall;
  source: 'purchase' | 'download';
}

/** The ledger's cause of owning a template: a buyer is charged for it once. */
const templateCause = (templateId: number) => `template:${templateId}`;

/** Members' ids in one order (a member with two purchases in a turn compares equal to itself). */
const byMember = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The paying member a team's purchase names: read or still to be read with its facts. */
const memberClaimOf = ({ buyer }: WantedTemplate) => buyer.claimedMember ?? buyer.member;

/**
 * Spending credits: the cart and its checkout, buying and downloading a template, and the owned
 * library. Every spend is one `applyCreditChange` in the transaction that grants what it paid for,
 * under the buyer's row lock, so a double click, a retry or a race can never charge twice.
 */
export class CommerceService {
  constructor(
    private readonly deps: {
      db: Db;
      urls: Pick<SharedDependencies['storage'], 'publicUrl' | 'signedUrl'>;
      files: TemplateFiles;
    },
  ) {}

  /** A team's purchases in this process, one transaction of them at a time (ADR 66). */
  private readonly teamPurchases = new PurchasesByTeam<WantedTemplate, Acquisition>({
    alone: (wanted) => this.acquireAlone(wanted),
    together: (wanted) => this.acquireTogether(wanted),
  });

  // ── Buying one template ────────────────────────────────────────────────────────────────────────

  async purchase(
    buyer: Buyer,
    templateId: number,
    expectedPrice: number | undefined,
    idempotencyKey: string | undefined,
  ): Promise<PurchaseResponse> {
    const call = {
      key: idempotencyKey,
      operation: 'purchase',
      args: { templateId, expectedPrice },
    };
    const acquired = await this.acquire({
      buyer,
      templateId,
      expectedPrice,
      call,
      source: 'purchase',
    });
    return {
      message: acquired.charged ? CommerceMessage.purchased : CommerceMessage.alreadyPurchased,
      alreadyPurchased: !acquired.charged,
      creditsCharged: acquired.creditsCharged,
      remainingCredits: acquired.remainingCredits,
      licenceId: acquired.licenceId,
    };
  }

  /** The first download pays for the template; every later one is free. */
  async download(
    buyer: Buyer,
    templateId: number,
    expectedPrice: number | undefined,
    idempotencyKey: string | undefined,
  ): Promise<DownloadResponse> {
    const call = {
      key: idempotencyKey,
      operation: 'download',
      args: { templateId, expectedPrice },
    };
    const acquired = await this.acquire({
      buyer,
      templateId,
      expectedPrice,
      call,
      source: 'download',
    });
    // After the commit: building an archive is slow work, and a failure here leaves the buyer owning
    // the template, free to ask again.
    const template = await catalogueTemplates.findTemplateById(this.deps.db, templateId);
    if (!template) throw AppError.notFound(CommerceMessage.templateNotFound);
    const file = await this.deps.files.downloadOf(template);
    return {
      ...acquired,
      downloadUrl: await this.deps.urls.signedUrl(file.key, DOWNLOAD_LINK_TTL_SECONDS, {
        fileName: file.fileName,
      }),
      fileName: file.fileName,
    };
  }

  /**
   * Owning a template: charged once, the first time; answered from the first licence after that.
   * A team's purchases go through its queue in the process (ADR 66).
   */
  private acquire(wanted: WantedTemplate): Promise<Acquisition> {
    if (!memberClaimOf(wanted)) return this.acquireAlone(wanted);
    return this.teamPurchases.buy(wanted.buyer.userId, wanted);
  }

  /** `acquire` in a transaction of its own. */
  private acquireAlone(wanted: WantedTemplate): Promise<Acquisition> {
    const { buyer, templateId, expectedPrice, call, source } = wanted;
    const claim = memberClaimOf(wanted);
    const read = async (tx: Tx) => {
      const locked = await lockForPurchase(tx, buyer.userId, templateId, call.key, claim);
      // Before a kept answer is given back: a member removed is refused at once.
      if (claim && !(locked.account && locked.facts.member)) throw notMember();
      return locked;
    };
    return this.spend(buyer, call, read, async (tx, balance, found, charging) => {
      // Read with the facts, under the team's lock: the charge needs no statement for it.
      const member = found.member;
      if (!found.prices || found.status === 'draft') {
        throw AppError.notFound(CommerceMessage.templateNotFound);
      }
      if (found.ownedLicenceId) {
        const answer = {
          charged: false,
          creditsCharged: 0,
          remainingCredits: balance,
          licenceId: found.ownedLicenceId,
        };
        return answer;
      }
      if (found.status !== 'published') throw notForSale();
      const price = regionalPrice(found.prices, buyer.isIndianUser);
      if (expectedPrice !== undefined && expectedPrice !== price) {
        throw priceChanged(CommerceMessage.priceChanged, { currentPrice: price });
      }
      const licenceId = randomUUID();
      const answer = {
        charged: true,
        creditsCharged: price,
        remainingCredits: balance - price,
        licenceId,
      };
      const licence = {
        id: licenceId,
        userId: buyer.userId,
        templateId,
        creditsPaid: price,
        source,
      };
      // A free template has no charge: its licence is written alone.
      if (price === 0) {
        await insertLicences(tx, [{ ...licence, ledgerId: null }]);
        return answer;
      }
      const charge = await this.chargeFor(tx, charging, {
        userId: buyer.userId,
        member,
        credits: price,
        reference: templateCause(templateId),
        grant: licenceGrant(licenceId, templateId, source),
        call,
        answer,
      });
      if (charge.applied) return answer;
      // Charged for before, its licence since gone: a licence under that charge.
      await insertLicences(tx, [{ ...licence, ledgerId: charge.ledgerId }]);
      return { ...answer, remainingCredits: charge.balanceAfter };
    });
  }

  /**
   * A team's purchases waiting in the process, charged together (ADR 66): in one transaction, each
   * member's row locked and their purchase's facts read by one statement, then the ones that
   * would be charged alone (every refusal, anything owned, kept or free, a template or key twice,
   * what passes a member's limit or the balance read) left out, and the rest charged by one
   * statement sent with the COMMIT. What was left out, and all of them when the charge did not
   * apply or lost a race (a cause charged, a member locked, by another process meanwhile), is
   * then bought alone, as any purchase is.
   */
  private async acquireTogether(
    wanted: WantedTemplate[],
  ): Promise<PromiseSettledResult<Acquisition>[]> {
    let acquired = new Map<WantedTemplate, Acquisition>();
    try {
      acquired = await this.deps.db.transaction((tx) => this.chargeTogether(tx, wanted));
    } catch (error) {
      const raceLost = isUniqueViolation(error) || isDeadlock(error);
      if (!(error instanceof UnappliedLastChange || raceLost)) throw error;
    }
    return Promise.allSettled(
      wanted.map((purchase) => {
        const answer = acquired.get(purchase);
        return answer ? Promise.resolve(answer) : this.acquireAlone(purchase);
      }),
    );
  }

  private async chargeTogether(tx: Tx, wanted: WantedTemplate[]) {
    const acquired = new Map<WantedTemplate, Acquisition>();
    const { userId: teamId } = wanted[0]!.buyer;
    const { month } = memberClaimOf(wanted[0]!)!;
    // By member: every read of a team's purchases locks its members in one order.
    const purchases = wanted
      .filter((purchase) => memberClaimOf(purchase)!.month === month)
      .sort((a, b) => byMember(memberClaimOf(a)!.userId, memberClaimOf(b)!.userId));
    const reads = await lockForPurchasesTogether(
      tx,
      teamId,
      month,
      purchases.map((purchase) => ({
        templateId: purchase.templateId,
        key: purchase.call.key,
        member: {
          userId: memberClaimOf(purchase)!.userId,
          month,
          tokenVersion: purchase.buyer.claimedMember?.tokenVersion,
        },
      })),
    );
    const turn = chargesOfTurn(purchases, reads);
    if (turn.length === 0) return acquired;
    const answers = turn.map(({ price }) => ({
      charged: true,
      creditsCharged: price,
      remainingCredits: 0,
      licenceId: randomUUID(),
    }));
    const charges: MemberCharge[] = turn.map(({ purchase, price, member }) => ({
      reference: templateCause(purchase.templateId),
      credits: price,
      member,
    }));
    const bought: LicenceBoughtTogether[] = turn.map(({ purchase }, at) => ({
      reference: templateCause(purchase.templateId),
      licenceId: answers[at]!.licenceId,
      templateId: purchase.templateId,
      source: purchase.source,
      kept: keptAnswerOf(purchase.call, answers[at]!),
    }));
    const applied = await applyCreditChanges(
      tx,
      { userId: teamId, reason: 'template_purchase', charges },
      licencesGrant(bought),
      { last: true, releaseFirst: true },
    );
    turn.forEach(({ purchase }, at) => {
      acquired.set(purchase, { ...answers[at]!, remainingCredits: applied![at]!.balanceAfter });
    });
    return acquired;
  }

  // ── The cart ───────────────────────────────────────────────────────────────────────────────────

  async cart(buyer: Buyer, tx: Tx = this.deps.db): Promise<Cart> {
    const lines = await listCartLines(tx, buyer.userId);
    // One after another: in a checkout's transaction both share its one connection.
    const rows = await this.templatesById(
      tx,
      lines.map((line) => line.templateId),
    );
    const owned = await ownedTemplateIds(tx, buyer.userId);
    const cartLines = lines.flatMap((line) => {
      const row = rows.get(line.templateId);
      // As the checkout leaves it out: a line of a template no longer sold cannot be bought.
      if (row?.status !== 'published') return [];
      const unitPrice = regionalPrice(row, buyer.isIndianUser);
      return [
        {
          template: toTemplateSummary(row, buyer.isIndianUser, this.deps.urls),
          unitPrice,
          quantity: line.quantity,
          lineTotal: unitPrice * line.quantity,
          owned: owned.has(line.templateId),
          addedAt: line.createdAt.toISOString(),
        },
      ];
    });
    const subtotal = cartLines.reduce((sum, line) => sum + line.lineTotal, 0);
    return {
      lines: cartLines,
      itemCount: cartLines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal,
      tax: null,
      total: subtotal,
    };
  }

  async addToCart(buyer: Buyer, templateId: number, quantity: number): Promise<Cart> {
    return this.changeCart(buyer, async (tx) => {
      const template = await catalogueTemplates.findTemplateForBuyers(tx, templateId);
      if (!template) throw AppError.notFound(CommerceMessage.templateNotFound);
      if (template.status !== 'published') throw notForSale();
      const line = await findCartLine(tx, buyer.userId, templateId);
      if ((line?.quantity ?? 0) + quantity > CART_MAX_QUANTITY) {
        throw AppError.badRequest(CommerceMessage.cartLineFull, { field: 'quantity' });
      }
      await addToCartLine(tx, buyer.userId, templateId, quantity);
      return this.cart(buyer, tx);
    });
  }

  /** Adds `delta` licences to a line; a result of 0 or less removes it. */
  async changeQuantity(buyer: Buyer, templateId: number, delta: number): Promise<Cart> {
    return this.changeCart(buyer, async (tx) => {
      const line = await findCartLine(tx, buyer.userId, templateId);
      if (!line) throw AppError.notFound(CommerceMessage.notInCart);
      const quantity = line.quantity + delta;
      if (quantity > CART_MAX_QUANTITY) {
        throw AppError.badRequest(CommerceMessage.cartLineFull, { field: 'delta' });
      }
      if (quantity <= 0) await deleteCartLine(tx, buyer.userId, templateId);
      else await setCartLineQuantity(tx, buyer.userId, templateId, quantity);
      return this.cart(buyer, tx);
    });
  }

  async removeFromCart(buyer: Buyer, templateId: number): Promise<Cart> {
    return this.changeCart(buyer, async (tx) => {
      await deleteCartLine(tx, buyer.userId, templateId);
      return this.cart(buyer, tx);
    });
  }

  /**
   * A cart change under the buyer's row lock, as every spend is: changes of one line then add up
   * instead of overwriting each other, and a checkout either buys a change or leaves it in the cart
   * (without the lock, its `emptyCart` deleted a line added or raised after it read the cart).
   */
  private changeCart(buyer: Buyer, work: (tx: Tx) => Promise<Cart>): Promise<Cart> {
    return this.deps.db.transaction(async (tx) => {
      if ((await lockBuyer(tx, buyer.userId)) === undefined) {
        throw AppError.notFound('That account no longer exists.');
      }
      return work(tx);
    });
  }

  /** Buys every line, all or nothing: one charge for the total, one licence per quantity. */
  async checkout(
    buyer: Buyer,
    expectedTotal: number | undefined,
    idempotencyKey: string | undefined,
  ): Promise<CheckoutResponse> {
    const call = { key: idempotencyKey, operation: 'checkout', args: { expectedTotal } };
    const read = afterLocking(buyer, (tx) => findCheckoutFacts(tx, buyer.userId, call.key));
    return this.spend(buyer, call, read, async (tx, balance, found, charging) => {
      const lines = found.map((line) => ({
        ...line,
        unitPrice: regionalPrice(line.prices, buyer.isIndianUser),
      }));
      if (lines.length === 0) throw AppError.badRequest(CommerceMessage.cartEmpty);
      const { total, sold, answer } = checkoutSale(lines, balance);
      if (expectedTotal !== undefined && expectedTotal !== total) {
        throw priceChanged(CommerceMessage.totalChanged, { currentTotal: total });
      }
      // A cart of free templates has no charge: its licences and the emptied cart are written alone.
      if (total === 0) {
        await insertFreeLicences(tx, buyer.userId, sold);
        await emptyCart(tx, buyer.userId);
        return answer;
      }
      const charge = await this.chargeFor(tx, charging, {
        userId: buyer.userId,
        member: buyer.member,
        credits: total,
        reference: `checkout:${randomUUID()}`,
        grant: checkoutGrant(sold),
        call,
        answer,
      });
      // A new cause always applies; were it ever found, nothing of the checkout would be written.
      if (!charge.applied) throw new Error('A checkout found its new ledger cause charged before');
      return answer;
    });
  }

  // ── The owned library ──────────────────────────────────────────────────────────────────────────

  async owns(userId: string, templateId: number): Promise<boolean> {
    return (await findFirstLicence(this.deps.db, userId, templateId)) !== undefined;
  }

  /** The owned templates with their licences, the most recently bought first. */
  async library(buyer: Buyer): Promise<OwnedTemplate[]> {
    const licences = await listLicences(this.deps.db, buyer.userId);
    const rows = await this.templatesById(
      this.deps.db,
      licences.map((licence) => licence.templateId),
    );
    const owned = new Map<number, OwnedTemplate>();
    for (const licence of licences) {
      const row = rows.get(licence.templateId);
      if (!row) continue;
      let entry = owned.get(licence.templateId);
      if (!entry) {
        entry = {
          template: toTemplateSummary(row, buyer.isIndianUser, this.deps.urls),
          licences: [],
          creditsPaid: 0,
          lastPurchasedAt: licence.createdAt.toISOString(),
        };
        owned.set(licence.templateId, entry);
      }
      entry.licences.push({
        licenceId: licence.id,
        creditsPaid: licence.creditsPaid,
        purchasedAt: licence.createdAt.toISOString(),
      });
      entry.creditsPaid += licence.creditsPaid;
    }
    return [...owned.values()];
  }

  /** A licence's certificate, for its owner only: to anyone else it does not exist. */
  async certificate(
    owner: Pick<UserRow, 'id' | 'actualName' | 'username' | 'email'>,
    licenceId: string,
  ): Promise<LicenceCertificate> {
    const licence = await findLicence(this.deps.db, licenceId);
    if (!licence || licence.userId !== owner.id) {
      throw AppError.notFound(CommerceMessage.licenceNotFound);
    }
    const template = await catalogueTemplates.findTemplateById(this.deps.db, licence.templateId);
    if (!template) throw AppError.notFound(CommerceMessage.licenceNotFound);
    return {
      licenceId: licence.id,
      templateId: String(template.id),
      templateName: template.name,
      templateKind: template.kind,
      ownerName: owner.actualName.trim() || owner.username,
      ownerEmail: owner.email,
      purchasedAt: licence.createdAt.toISOString(),
      creditsPaid: licence.creditsPaid,
      ledgerId: licence.ledgerId === null ? null : String(licence.ledgerId),
    };
  }

  /** The profile's cart, purchased templates and payment history. */
  async profileLists(
    userId: string,
  ): Promise<Pick<ProfileLists, 'cart' | 'purchasedTemplates' | 'paymentHistory'>> {
    const { db } = this.deps;
    const [lines, licences] = await Promise.all([
      listCartLines(db, userId),
      listLicences(db, userId),
    ]);
    const rows = await this.templatesById(db, [
      ...new Set(licences.map((licence) => licence.templateId)),
    ]);
    return {
      cart: lines.flatMap((line) => Array<string>(line.quantity).fill(String(line.templateId))),
      purchasedTemplates: [...new Set(licences.map((licence) => String(licence.templateId)))],
      paymentHistory: licences.flatMap((licence) => {
        const row = rows.get(licence.templateId);
        if (!row) return [];
        return [
          {
            templateId: String(row.id),
            templateName: row.name,
            creditsCost: licence.creditsPaid,
            purchaseDate: licence.createdAt.toISOString(),
            templateType: row.kind,
            licenceId: licence.id,
          },
        ];
      }),
    };
  }

  // ── The one way credits are spent ──────────────────────────────────────────────────────────────

  /**
   * Runs a spending step in one transaction under the buyer's row lock. `read` locks the row and
   * reads under the lock, in as few statements as it can: the Idempotency-Key's earlier request,
   * whose first answer a retry gets back, and the facts `work` needs. Otherwise `work` runs and
   * its answer is kept for the key. A person's session is compared with the locked row (a team's
   * member had theirs checked with their membership). The licences it writes are added to their
   * templates' popularity later (`template_sales`), so no spend locks a template's row. `work`
   * writes nothing before its charge, which may then take the COMMIT with it (ADR 62).
   */
  private async spend<T extends object, Facts>(
    buyer: Pick<Buyer, 'userId' | 'tokenVersion' | 'member'>,
    call: IdempotentCall,
    read: (tx: Tx) => Promise<LockedRead<Facts>>,
    work: (tx: Tx, balance: number, facts: Facts, charging: Charging) => Promise<T>,
  ): Promise<T> {
    let commitAllowed = true;
    for (let run = 1; ; run++) {
      try {
        return await this.spendOnce(buyer, call, read, work, commitAllowed);
      } catch (error) {
        // Its charge, sent with the COMMIT, did not apply: nothing was written.
        if (error instanceof UnappliedLastChange && commitAllowed) commitAllowed = false;
        // Another member's purchase of the team's same template, or with its Idempotency-Key,
        // committed first (a team's purchase does not queue its members on one row, ADR 63): run
        // again, to find the template owned or the answer kept. One under its payer's lock never
        // meets this.
        else if (!(run < SPEND_RUNS && isUniqueViolation(error))) throw error;
      }
    }
  }

  private spendOnce<T extends object, Facts>(
    { userId, tokenVersion, member }: Pick<Buyer, 'userId' | 'tokenVersion' | 'member'>,
    call: IdempotentCall,
    read: (tx: Tx) => Promise<LockedRead<Facts>>,
    work: (tx: Tx, balance: number, facts: Facts, charging: Charging) => Promise<T>,
    commitAllowed: boolean,
  ): Promise<T> {
    return this.deps.db.transaction(async (tx) => {
      // What a member has spent this month is read under the lock: by the facts, or by the charge.
      if (member) member.spentThisMonth = undefined;
      const locked = await read(tx);
      const stale = tokenVersion !== undefined && locked.account?.tokenVersion !== tokenVersion;
      if (stale) throw new StaleSession();
      if (!locked.account) throw AppError.notFound('That account no longer exists.');
      const previous = answerSeenBefore<T>(locked.seen, call);
      if (previous) return previous;
      const { credits, balanceHeld } = locked.account;
      const charging: Charging = { kept: false, commitAllowed, balanceHeld };
      const answer = await work(tx, credits, locked.facts, charging);
      if (!charging.kept) await rememberAnswer(tx, userId, call, answer);
      return answer;
    });
  }

  /**
   * Charges for what `grant` writes and, for a call sent with a key, keeps `answer` for its
   * retries in the same statement (`charging.kept`: the spend does not write it again). Both are
   * written only when the charge applies. The answer, made before the charge, then names the
   * balance the charge left: as it was read under the payer's lock less the price, or, for a
   * spend that did not hold the payer's row, as the charge tells it.
   */
  private async chargeFor(
    tx: Tx,
    charging: Charging,
    spend: {
      userId: string;
      member: TeamSpender | undefined;
      credits: number;
      reference: string;
      grant: CreditGrant;
      call: IdempotentCall;
      answer: { remainingCredits: number };
    },
  ) {
    const { userId, member, credits, reference, grant, call, answer } = spend;
    const kept = keptAnswerOf(call, answer);
    const change = {
      userId,
      member,
      delta: -credits,
      reason: 'template_purchase',
      reference,
    } as const;
    const paidFor = kept ? keepingAnswer(grant, kept) : grant;
    // A charge the balance read covers applies unless its cause was charged before (rare), or,
    // unlocked, the balance was spent since.
    const last = charging.commitAllowed && answer.remainingCredits >= 0;
    // A team's members queue on its row: it is held for the charge, not for the disk's flush too.
    const releaseFirst = member !== undefined;
    const charge = await applyCreditChange(tx, change, paidFor, { last, releaseFirst });
    if (charge.applied) {
      if (!charging.balanceHeld) answer.remainingCredits = charge.balanceAfter;
      else if (charge.balanceAfter !== answer.remainingCredits) {
        throw new Error("The balance moved under the buyer's lock");
      }
      charging.kept = true;
    }
    return charge;
  }

  private async templatesById(tx: Tx, ids: number[]): Promise<Map<number, TemplateRow>> {
    return new Map(
      (await catalogueTemplates.findTemplatesByIds(tx, ids)).map((row) => [row.id, row]),
    );
  }
}

/**
 * How many times a spend runs at most: again after its charge sent with the COMMIT did not apply,
 * and again after meeting another member's purchase of its cause or key, which the next run finds.
 */
const SPEND_RUNS = 3;

/** A retired template: 409, as its state, not the request, is what stands in the way. */
const notForSale = () => AppError.conflict(CommerceMessage.notForSale);

const priceChanged = (message: string, details: Record<string, unknown>) =>
  new AppError(ErrorCode.PriceChanged, 409, message, details);

/** A spend's read made after the payer is locked by a statement of its own. */
function afterLocking<Facts>(
  payer: SpendPayer,
  read: (tx: Tx) => Promise<{ seen: SeenRequest | undefined; facts: Facts }>,
) {
  return async (tx: Tx): Promise<LockedRead<Facts>> => {
    const account = await lockPayerAccount(tx, payer);
    return account ? { account, ...(await read(tx)) } : { account };
  };
}
