import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  open,
  privateKeyOf,
  publicKeyOf,
  seal,
  SealError,
} from '../src/infra/payments/nagad/crypto';

const pair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = pair();
const nagad = pair();

describe("Nagad's sealed messages", () => {
  const order = {
    merchantId: '683002007104225',
    datetime: '20261206153000',
    orderId: 'CC20261206A1',
    challenge: 'a1b2c3d4e5f6a7b8c9d0',
  };

  it('what the merchant seals, Nagad opens; and the other way round', () => {
    const sent = seal(order, nagad.publicKey, merchant.privateKey);
    expect(open(sent, nagad.privateKey, merchant.publicKey)).toEqual(order);
    const answer = { paymentReferenceId: 'MDEyMDYxNTMw', challenge: 'f0e1d2c3' };
    const back = seal(answer, merchant.publicKey, nagad.privateKey);
    expect(open(back, merchant.privateKey, nagad.publicKey)).toEqual(answer);
  });

  it('the data interoperates with a standard PKCS #1 v1.5 and SHA256withRSA peer', () => {
    // As Nagad's own PHP sample does: openssl_public_encrypt (PKCS #1 v1.5) of the JSON, and
    // openssl_sign with SHA-256 over the same JSON text.
    const json = JSON.stringify(order);
    const sensitiveData = crypto
      .publicEncrypt(
        { key: nagad.publicKey, padding: crypto.constants.RSA_PKCS1_PADDING },
        Buffer.from(json),
      )
      .toString('base64');
    const signer = crypto.createSign('RSA-SHA256');
    signer.update(json);
    const signature = signer.sign(merchant.privateKey, 'base64');
    expect(open({ sensitiveData, signature }, nagad.privateKey, merchant.publicKey)).toEqual(order);
    // And our signature verifies as theirs would.
    const ours = seal(order, nagad.publicKey, merchant.privateKey);
    const verifier = crypto.createVerify('RSA-SHA256');
    verifier.update(json);
    expect(verifier.verify(merchant.publicKey, ours.signature, 'base64')).toBe(true);
  });

  it('refuses a message signed by another key, or not meant for this key', () => {
    const stranger = pair();
    const forged = seal(order, nagad.publicKey, stranger.privateKey);
    expect(() => open(forged, nagad.privateKey, merchant.publicKey)).toThrow(
      new SealError('signature'),
    );
    const misdirected = seal(order, stranger.publicKey, merchant.privateKey);
    expect(() => open(misdirected, nagad.privateKey, merchant.publicKey)).toThrow(
      new SealError('decrypt'),
    );
    const tampered = { ...seal(order, nagad.publicKey, merchant.privateKey), signature: 'AAAA' };
    expect(() => open(tampered, nagad.privateKey, merchant.publicKey)).toThrow(SealError);
  });

  it('reads keys as Nagad hands them out (bare base64) and as PEM', () => {
    const bare = merchant.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const barePrivate = merchant.privateKey
      .export({ type: 'pkcs8', format: 'der' })
      .toString('base64');
    const pem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const sent = seal(order, publicKeyOf(bare), nagad.privateKey);
    expect(open(sent, privateKeyOf(barePrivate), nagad.publicKey)).toEqual(order);
    expect(open(sent, privateKeyOf(pem), nagad.publicKey)).toEqual(order);
    expect(() => privateKeyOf('not a key')).toThrow();
  });
});
