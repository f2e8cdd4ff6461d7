import { companyBody, signupBody } from '@balcao/shared';
import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from './formErrors.ts';
import { maskPhone } from './PhoneInput.tsx';

describe('company phone', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['5511987654321', '(11) 98765-4321'],
    ['119876543210000', '(11) 98765-4321'],
    ['', ''],
  ])('%s is shown as %s', (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown);
  });

  it('typed digit by digit with the country code, ends as the area code and number', () => {
    let value = '';
    for (const digit of '5511987654321') {
      value = maskPhone(value + digit);
    }
    expect(value).toBe('(11) 98765-4321');
  });

  it('the spec rule accepts 13 digits with +55 and says what a phone is when it refuses one', () => {
    const body = { name: 'Acme', planId: 1, phone: '5511987654321' };
    expect(companyBody.parse(body).phone).toBe('11987654321');
    const refused = signupBody.safeParse({ name: 'Acme', email: 'a@b.co', password: 'secret1', planId: 1, phone: '123' });
    expect(refused.success).toBe(false);
    if (!refused.success) {
      const keyOnly = ((key: string) => key) as unknown as Parameters<typeof zodFieldErrors>[1];
      expect(zodFieldErrors(refused.error, keyOnly)['phone']).toBe('validation.phone');
    }
  });
});
