// The one-time passwords against the RFCs' own test vectors, so any authenticator app agrees with them.
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingTotpStep, otpauthUrl, totpCode } from '../../server/auth/totp';

const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');

describe('HOTP (RFC 4226 appendix D)', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, counter) => [counter, code]))('counter %i gives %s', (counter, code) => {
    expect(hotp(RFC_KEY, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1, 8 digits)', () => {
  const vectors: Array<[number, string]> = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  it.each(vectors)('at %i seconds gives %s', (seconds, code) => {
    expect(hotp(RFC_KEY, Math.floor(seconds / 30), 8)).toBe(code);
  });
});

describe('base32 secrets', () => {
  it('round-trips and reads the RFC key as apps write it', () => {
    const secret = base32Encode(RFC_KEY);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret.toLowerCase())?.equals(RFC_KEY)).toBe(true);
    expect(base32Decode('not base32!')).toBeNull();
  });

  it('gives the six-digit code of RFC 6238 at 59 seconds', () => {
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });
});

describe('checking a typed code', () => {
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  const at = 1_111_111_111_000;

  it('accepts the current step and one either side, no further', () => {
    expect(matchingTotpStep(secret, totpCode(secret, at), at)).toBe(Math.floor(at / 30_000));
    expect(matchingTotpStep(secret, totpCode(secret, at - 30_000), at)).toBe(Math.floor(at / 30_000) - 1);
    expect(matchingTotpStep(secret, totpCode(secret, at + 30_000), at)).toBe(Math.floor(at / 30_000) + 1);
    expect(matchingTotpStep(secret, totpCode(secret, at - 90_000), at)).toBeNull();
  });

  it('refuses malformed codes', () => {
    expect(matchingTotpStep(secret, '12345', at)).toBeNull();
    expect(matchingTotpStep(secret, 'abcdef', at)).toBeNull();
  });

  it('writes the otpauth URL apps read', () => {
    const url = new URL(otpauthUrl('Fitness Admin', 'a@b.test', secret));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Fitness Admin:a@b.test');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Fitness Admin');
  });
});
