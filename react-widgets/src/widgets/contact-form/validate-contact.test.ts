import { validateContact as validate, type ContactFields } from './validate-contact';

const limits = { name: 200, email: 254, company: 200, message: 5000 };
const validateContact = (fields: ContactFields) => validate(fields, limits);

const valid: ContactFields = { name: 'Ada', email: 'ada@example.com', company: '', message: '', recipient: null, privacyConsent: true };

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires name, e-mail and consent', () => {
    expect(validateContact({ ...valid, name: ' ', email: '', privacyConsent: false })).toEqual({
      name: { kind: 'required' },
      email: { kind: 'required' },
      privacyConsent: { kind: 'consent' },
    });
  });

  it('checks the e-mail shape like the server', () => {
    for (const email of ['plain', 'a@b', 'a b@c.de']) {
      expect(validateContact({ ...valid, email }).email).toEqual({ kind: 'email' });
    }
  });

  it('bounds the lengths like the server', () => {
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) }).message).toEqual({ kind: 'tooLong', max: 5000 });
    expect(validateContact({ ...valid, name: 'x'.repeat(201) }).name).toEqual({ kind: 'tooLong', max: 200 });
  });
});
