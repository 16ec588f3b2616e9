// @fastify/helmet options: a CSP without inline scripts, no framing, no sniffing, a strict referrer.
// The same policy as plain headers, for the few answers Fastify sends before any hook runs (a malformed
// URL), so that every response carries it.
import type { FastifyHelmetOptions } from '@fastify/helmet';

const CSP_DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // The admin's CSS-in-JS injects <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  // The admin's integrations (error reporting, push channel) talk to their own hosts.
  connectSrc: ["'self'", 'https:', 'wss:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export function securityHeaders(): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: REFERRER_POLICY },
    xContentTypeOptions: true,
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The policy's main headers as a plain record (CSP, framing, sniffing, referrer). */
export function plainSecurityHeaders(): Record<string, string> {
  const policy = Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';');
  return {
    'content-security-policy': policy,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
  };
}
