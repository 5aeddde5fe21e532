import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.js';

describe('passwordProblem', () => {
  it('takes a long passphrase', () => {
    expect(passwordProblem('correct horse battery staple')).toBeUndefined();
    expect(passwordProblem('Kilimanjaro-sunrise-1987')).toBeUndefined();
  });

  it('refuses fewer than 12 characters, counting characters rather than bytes', () => {
    expect(passwordProblem('short pass1')).toMatch(/at least 12 characters/);
    expect(passwordProblem('ééééééééééé')).toMatch(/at least 12/);
  });

  it('refuses passwords from the shipped list of common and breached ones', () => {
    for (const common of ['qwertyuiop123', '1qaz2wsx3edc', 'administrator', 'QWERTY123456']) {
      expect(passwordProblem(common), common).toMatch(/common or leaked/);
    }
  });

  it('refuses a common password with digits or symbols around it, or repeated', () => {
    for (const weak of ['password2024!', '!!monkey123456', 'sunshine 1234', 'letmeinletmein']) {
      expect(passwordProblem(weak), weak).toMatch(/common or leaked/);
    }
    expect(passwordProblem('abcabcabcabc')).toMatch(/common or leaked/);
  });

  it('refuses a few characters over and over', () => {
    expect(passwordProblem('zzzzzzzzzzzzzz')).toBeDefined();
    expect(passwordProblem('xyxyxyzzyyxxzz')).toMatch(/different characters/);
  });

  it('refuses the account’s e-mail address and the site’s name', () => {
    expect(
      passwordProblem('amina.okafor@example.org', { email: 'amina.okafor@example.org' }),
    ).toMatch(/e-mail address/);
    expect(passwordProblem('amina.okafor2025', { email: 'amina.okafor@example.org' })).toMatch(
      /e-mail address/,
    );
    expect(
      passwordProblem('Initiative for Africa!', { siteName: 'Initiative for Africa' }),
    ).toMatch(/site’s name/);
  });
});
