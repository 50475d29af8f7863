import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../core/store/index.js';

/** HMAC-SHA256 signed download URLs with a per-install secret kept in the database. */
export class UrlSigner {
  private readonly secret: Buffer;

  constructor(store: Store, private readonly ttlSeconds: number) {
    // Once for the install: daemons sharing a database sign with the same secret.
    this.secret = Buffer.from(store.settingOnce('url_secret', () => randomBytes(32).toString('hex')), 'hex');
  }

  private mac(fileId: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${fileId}:${expires}`).digest('hex');
  }

  sign(fileId: string, now = Date.now()): { expires: number; sig: string } {
    const expires = Math.floor(now / 1000) + this.ttlSeconds;
    return { expires, sig: this.mac(fileId, expires) };
  }

  verify(fileId: string, expires: number, sig: string, now = Date.now()): 'ok' | 'expired' | 'invalid' {
    if (!Number.isInteger(expires) || !/^[0-9a-f]{64}$/.test(sig)) return 'invalid';
    const good = timingSafeEqual(Buffer.from(this.mac(fileId, expires), 'hex'), Buffer.from(sig, 'hex'));
    if (!good) return 'invalid';
    return expires * 1000 < now ? 'expired' : 'ok';
  }
}
