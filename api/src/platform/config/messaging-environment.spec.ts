import { problemWith, VALID_ENVIRONMENT } from '../../testing/environment-problems';
import { validateEnvironment } from './environment';

describe('mail and SMS settings in the environment', () => {
  it('defaults to no relay (mail waits in the outbox), the school office as sender and Reply-To, and no SMS', () => {
    expect(validateEnvironment(VALID_ENVIRONMENT).messaging).toEqual({
      smtpUrl: undefined,
      mailFrom: { name: 'ICAST Schools', address: 'info@icastschools.com.ng' },
      mailReplyTo: { address: 'info@icastschools.com.ng' },
      sms: undefined,
    });
  });

  it('reads SMTP_URL, MAIL_FROM, MAIL_REPLY_TO and the SMS provider', () => {
    const messaging = validateEnvironment({
      ...VALID_ENVIRONMENT,
      SMTP_URL: 'smtps://mailer:secret@smtp.example.org:465',
      MAIL_FROM: '"ICAST Admissions" <Admissions@ICAST.example>',
      MAIL_REPLY_TO: 'office@icast.example',
      SMS_PROVIDER_URL: 'https://api.sms.example/api/sms/send',
      SMS_API_KEY: 'key-123',
      SMS_SENDER_ID: 'ICAST Sch',
    }).messaging;
    expect(messaging).toEqual({
      smtpUrl: 'smtps://mailer:secret@smtp.example.org:465',
      mailFrom: { name: 'ICAST Admissions', address: 'admissions@icast.example' },
      mailReplyTo: { address: 'office@icast.example' },
      sms: { providerUrl: 'https://api.sms.example/api/sms/send', apiKey: 'key-123', senderId: 'ICAST Sch' },
    });
  });

  it.each([
    [{ SMTP_URL: 'http://mail:pass@smtp.example.org' }, 'SMTP_URL must look like smtp://user:password@host:587'],
    [{ MAIL_FROM: 'ICAST <nobody>' }, 'MAIL_FROM must be an address or "Name <address>" (got "ICAST <nobody>")'],
    [{ MAIL_REPLY_TO: 'office' }, 'MAIL_REPLY_TO must be an address or "Name <address>"'],
    [{ SMS_PROVIDER_URL: 'sms.example', SMS_API_KEY: 'k' }, 'SMS_PROVIDER_URL must be an http(s) URL'],
    [{ SMS_API_KEY: 'k' }, 'SMS_PROVIDER_URL and SMS_API_KEY must be set together'],
    [{ SMS_SENDER_ID: 'ICAST-Schools-Ibadan' }, 'SMS_SENDER_ID must be 3 to 11 letters, digits or spaces'],
  ])('rejects %j', (env, message) => {
    expect(problemWith({ ...VALID_ENVIRONMENT, ...env })).toContain(message);
  });

  it('never echoes the relay password', () => {
    expect(problemWith({ ...VALID_ENVIRONMENT, SMTP_URL: 'ftp://mailer:hunter2@smtp.example.org' })).not.toContain(
      'hunter2',
    );
  });
});
