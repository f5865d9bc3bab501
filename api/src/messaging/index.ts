/** What other contexts may use of messaging: its module, and the contact messages (the dashboard's unread count). */
export { MessagingModule } from './messaging.module';
export { ContactService } from './contact/contact.service';
