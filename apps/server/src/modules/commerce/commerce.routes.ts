import { CommerceMessage, commerceEndpoints, IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { routeOf } from '../../http/route-of';
import {
  claimedMemberOf,
  claimedPayerOf,
  payerOf,
  sessionRefusal,
  signedIn,
  teamSpenderOf,
  tokenClaimsOf,
} from '../auth';
import type { GeoService } from '../geo';
import { StaleSession, type Buyer, type CommerceService } from './commerce.service';
import { idempotencyKeyOf } from './idempotency';
import { buyerOf } from './paying-buyer';

export interface CommerceRoutesOptions {
  commerce: CommerceService;
  geo: GeoService;
}

const docs = (tags: string[], summary: string, description?: string) => ({
  tags,
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});
/** A spend that honours an Idempotency-Key, and says so. */
const retrySafeDocs = (tags: string[], summary: string) => ({
  ...docs(
    tags,
    summary,
    `Send an \`${IDEMPOTENCY_KEY_HEADER}\` header to make retries safe: the same key answers ` +
      'the first answer again and never charges twice.',
  ),
  idempotencyKey: true,
});

const signedInBuyerOf = (request: FastifyRequest, geo: GeoService) =>
  buyerOf(request, signedIn(request), geo);

/** The cart and the owned library; the scope's hook admits only signed-in users. */
export const commerceRoutes: FastifyPluginAsyncZod<CommerceRoutesOptions> = async (
  app,
  { commerce, geo },
) => {
  const cartTags = ['cart'];
  app.route({
    ...routeOf(commerceEndpoints.cart, docs(cartTags, 'The cart, priced for the caller')),
    handler: async (request) => commerce.cart(await signedInBuyerOf(request, geo)),
  });
  app.route({
    ...routeOf(commerceEndpoints.addToCart, docs(cartTags, 'Add licences of a template')),
    handler: async (request) =>
      commerce.addToCart(
        await signedInBuyerOf(request, geo),
        Number(request.body.templateId),
        request.body.quantity,
      ),
  });
  app.route({
    ...routeOf(
      commerceEndpoints.updateCartQuantity,
      docs(cartTags, "Change a line's quantity; 0 or less removes it"),
    ),
    handler: async (request) =>
      commerce.changeQuantity(
        await signedInBuyerOf(request, geo),
        Number(request.body.templateId),
        request.body.delta,
      ),
  });
  app.route({
    ...routeOf(commerceEndpoints.removeFromCart, docs(cartTags, 'Remove a line')),
    handler: async (request) =>
      commerce.removeFromCart(
        await signedInBuyerOf(request, geo),
        Number(request.params.templateId),
      ),
  });

  const libraryTags = ['purchases'];
  app.route({
    ...routeOf(
      commerceEndpoints.purchases,
      docs(libraryTags, 'The owned templates and their licences, newest first'),
    ),
    handler: async (request) => ({
      purchases: await commerce.library(await signedInBuyerOf(request, geo)),
    }),
  });
  app.route({
    ...routeOf(commerceEndpoints.licence, docs(libraryTags, "A licence's certificate")),
    handler: async (request) => {
      const payer = await payerOf(request);
      const person = signedIn(request).user;
      // A team's licence is held by the team, by its name.
      const holder = payer.team
        ? {
            id: payer.accountId,
            actualName: payer.team.name,
            username: payer.team.name,
            email: person.email,
          }
        : person;
      return commerce.certificate(holder, request.params.licenceId);
    },
  });
};

/** The words a spend route refuses a visitor, or a revoked session, with. */
type Refusal = (request: FastifyRequest) => string;

/** Buying or downloading one template, as the routes call it. */
type TemplateSpend<T> = (
  buyer: Buyer,
  templateId: number,
  expectedPrice: number | undefined,
  idempotencyKey: string | undefined,
) => Promise<T>;

/**
 * The spends: checking the cart out, buying and downloading one template. Open scope: the hook
 * only checks a token's signature (`tokenSignatureOnly`), and the spend compares its version with the
 * buyer's locked row, so a request makes one round trip fewer. A visitor, or a revoked session, is
 * refused as the route's own words say.
 */
export const spendRoutes: FastifyPluginAsyncZod<CommerceRoutesOptions> = async (
  app,
  { commerce, geo },
) => {
  const requireSession = (refusal: Refusal) => async (request: FastifyRequest) => {
    if (!tokenClaimsOf(request)) throw AppError.unauthorized(refusal(request));
  };
  /**
   * Runs a spend for the session's buyer; a session revoked since its token was issued is refused
   * as a visitor would be.
   */
  const asBuyer = async <T>(
    request: FastifyRequest,
    refusal: Refusal,
    spend: (buyer: Buyer, idempotencyKey: string | undefined) => Promise<T>,
    membershipUnderLock = false,
  ): Promise<T> => {
    const claims = tokenClaimsOf(request)!;
    const isIndianUser = geo.regionOf(request.ip).isIndianUser;
    // A purchase reads a member's membership with its facts, under the team's lock: no statement
    // before its transaction (ADR 61).
    const claim = membershipUnderLock ? claimedMemberOf(request) : undefined;
    let buyer: Buyer;
    if (claim) {
      buyer = { userId: claim.teamId, claimedMember: claim, isIndianUser };
    } else {
      const payer = (await claimedPayerOf(request))!;
      const member = teamSpenderOf(payer);
      buyer = {
        userId: payer.accountId,
        // A member's session was checked with their membership; a person's is, under the lock.
        tokenVersion: member ? undefined : claims.tokenVersion,
        member,
        isIndianUser,
      };
    }
    const key = idempotencyKeyOf(request);
    return spend(buyer, key).catch((error: unknown) => {
      throw error instanceof StaleSession ? AppError.unauthorized(refusal(request)) : error;
    });
  };
  const templateSpend =
    <T>(refusal: Refusal, spend: TemplateSpend<T>) =>
    (request: FastifyRequest, body: { templateId: string; expectedPrice?: number | undefined }) =>
      asBuyer(
        request,
        refusal,
        (buyer, key) => spend(buyer, Number(body.templateId), body.expectedPrice, key),
        true,
      );

  // As every other signed-in route refuses, and before the body is looked at.
  app.route({
    ...routeOf(
      commerceEndpoints.checkout,
      retrySafeDocs(['cart'], 'Buy every line in one transaction, all or nothing'),
    ),
    preValidation: requireSession(sessionRefusal),
    handler: (request) =>
      asBuyer(request, sessionRefusal, (buyer, key) =>
        commerce.checkout(buyer, request.body.expectedTotal, key),
      ),
  });

  const purchaseRefusal = () => CommerceMessage.purchaseNeedsSignIn;
  const downloadRefusal = () => CommerceMessage.downloadNeedsSignIn;
  const purchase = templateSpend(purchaseRefusal, commerce.purchase.bind(commerce));
  const download = templateSpend(downloadRefusal, commerce.download.bind(commerce));
  const tags = ['purchases'];
  // Refused before the body is looked at, as the checkout above is.
  app.route({
    ...routeOf(
      commerceEndpoints.purchaseTemplate,
      retrySafeDocs(tags, 'Buy a template; owning it already charges nothing'),
    ),
    preValidation: requireSession(purchaseRefusal),
    handler: (request) => purchase(request, request.body),
  });
  app.route({
    ...routeOf(
      commerceEndpoints.downloadTemplate,
      retrySafeDocs(tags, 'A download link; the first download pays for the template'),
    ),
    preValidation: requireSession(downloadRefusal),
    handler: (request) => download(request, request.body),
  });
};
