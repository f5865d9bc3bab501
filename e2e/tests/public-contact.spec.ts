import { COLLECTIONS } from '@icast/contracts';
import { mailTo } from '../support/mail';
import { usePublicPage, withDatabase } from '../support/public-site';

const site = usePublicPage();
const stamp = Date.now();

describe('contact and newsletter reach the school', () => {
  it('stores a contact message, thanks the sender by e-mail and empties the form; the hostel link prefills the subject', async () => {
    const page = await site.open('/hostel');
    await page.getByRole('link', { name: 'Send a hostel enquiry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    // Scoped to the page's form: the shell's chat has fields of its own.
    const form = page.locator('form.pub-form');
    expect(await form.getByLabel('Subject').inputValue()).toBe('Hostel enquiry');
    const email = `parent-${stamp}@example.com`;
    await form.getByLabel('Your name').fill('Ada Obi');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Phone').fill('0803 123 4567');
    await form.getByLabel('Message').fill('Is there a JSS1 boarding place for September?');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText(/Thank you! Your message has reached the school office/).waitFor();
    const stored = await withDatabase((db) => db.collection(COLLECTIONS.contactMessages).find({ email }).toArray());
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Ada Obi', subject: 'Hostel enquiry', tel: '0803 123 4567', read: false });
    expect(await form.getByLabel('Your name').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    const acknowledgement = await mailTo(email, /^We received your message: Hostel enquiry$/);
    expect(acknowledgement.text).toContain('Thank you for writing to us, Ada Obi');
    expect(site.errors()).toEqual([]);
  });

  it('stores one newsletter row when the same address subscribes twice, answering both alike', async () => {
    const email = `news-${stamp}@example.com`;
    const page = await site.open('/');
    const box = page.getByLabel('E-mail address');
    await box.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const answer = page.getByText('Please check your inbox', { exact: false });
    await answer.waitFor();
    const first = await answer.textContent();
    await box.fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: 'Subscribe' }).waitFor();
    await answer.waitFor();
    expect(await answer.textContent()).toBe(first);
    const rows = await withDatabase((db) => db.collection(COLLECTIONS.newsletterSubscribers).countDocuments({ email }));
    expect(rows).toBe(1);
    expect(site.errors()).toEqual([]);
  });
});
