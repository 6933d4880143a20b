import { bulkMailHref, recipientSeparator } from './bulk-mail';

describe('bulk email of the trainees', () => {
  it("separates recipients with ';' on Windows and ',' elsewhere", () => {
    expect(recipientSeparator('Win32')).toBe(';');
    expect(recipientSeparator('Windows')).toBe(';');
    expect(recipientSeparator('MacIntel')).toBe(',');
    expect(recipientSeparator('Linux x86_64')).toBe(',');
  });

  it('writes to the institute with the trainees hidden and the training in the subject', () => {
    const href = bulkMailHref(['a@x.fr', 'b@x.fr', 'a@x.fr'], 'Droit & devoirs', 'Linux x86_64');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('contact@irt-demo.fr');
    expect(url.searchParams.get('bcc')).toBe('a@x.fr,b@x.fr');
    expect(url.searchParams.get('subject')).toBe('Formation : Droit & devoirs');
    expect(new URL(bulkMailHref(['a@x.fr', 'b@x.fr'], 'T', 'Win32')).searchParams.get('bcc')).toBe('a@x.fr;b@x.fr');
  });
});
