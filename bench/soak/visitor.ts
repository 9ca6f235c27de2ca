import type { FastifyInstance } from 'fastify';
import { registerAccount } from '../../apps/server/src/test-support/accounts-fixture';
import { forwardingApp } from '../../apps/server/src/test-support/forwarding-app';
import type { World } from './world';

/** One person on the store: their address, their two balancer hops and what they hold. */
export interface Visitor {
  /** Which API process is near (its slot); the other is far. */
  slot: number;
  near: FastifyInstance;
  far: FastifyInstance;
  email: string;
  password: string;
  token: string;
  userId: string;
  /** The balance as the store last told it. */
  balance: number;
  cart: Set<number>;
  liked: Set<number>;
  /** Templates bought, by purchase or checkout. */
  owned: Set<number>;
  /** The visitor's photo, once uploaded. */
  uploadId?: string;
  /** Renders ordered and not yet downloaded. */
  renders: string[];
  /** Closes the visitor's hops. */
  leave(): Promise<void>;
}

/**
 * A new visitor arrives from an address of their own and signs up through the near API process,
 * as the browser does (both codes verified, then the account made). The hops are the stand-in
 * balancer's, with every request recorded under its route pattern.
 */
export async function arrive(world: World, slot: number): Promise<Visitor> {
  const { pool } = world.stack;
  const address = world.freshAddress();
  const hops = await Promise.all([
    forwardingApp(() => pool.urlOf(slot), { forwardedFor: address }),
    forwardingApp(() => pool.urlOf(slot + 1), { forwardedFor: address }),
  ]);
  const leave = async () => {
    await Promise.all(hops.map((hop) => hop.close()));
  };
  const [near, far] = hops.map((hop) => world.recorder.recording(hop)) as [
    FastifyInstance,
    FastifyInstance,
  ];
  try {
    const signedUp = await world.steps.flow('a sign-up', () => registerAccount(near));
    return {
      slot,
      near,
      far,
      email: signedUp.account.email,
      password: signedUp.account.password,
      token: signedUp.token,
      userId: signedUp.user.id,
      balance: signedUp.user.credits,
      cart: new Set(),
      liked: new Set(),
      owned: new Set(),
      renders: [],
      leave,
    };
  } catch (error) {
    await leave();
    throw error;
  }
}
