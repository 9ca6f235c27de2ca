import { randomUUID } from 'node:crypto';
import { CommerceMessage, type CheckoutResponse } from '@frameshop/contract';

/** A cart line as a checkout sells it: its template, and its price for the buyer's region. */
export interface PricedLine {
  templateId: number;
  name: string;
  quantity: number;
  unitPrice: number;
}

/**
 * What a checkout of these lines sells and answers, made before anything is written: a licence
 * per unit of each line, its id drawn here (so the statement that writes it needs to answer
 * nothing), and the answer, naming `balance` less the total as what remains.
 */
export function checkoutSale(lines: readonly PricedLine[], balance: number) {
  const total = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const sold = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      id: randomUUID(),
      templateId: line.templateId,
      templateName: line.name,
      creditsPaid: line.unitPrice,
    })),
  );
  const answer: CheckoutResponse = {
    message: CommerceMessage.checkedOut,
    licences: sold.map((licence) => ({
      licenceId: licence.id,
      templateId: String(licence.templateId),
      templateName: licence.templateName,
      creditsPaid: licence.creditsPaid,
    })),
    creditsCharged: total,
    remainingCredits: balance - total,
  };
  return { total, sold, answer };
}
