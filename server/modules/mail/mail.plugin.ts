import type { FastifyInstance } from 'fastify';
import type { MailService } from './mail.service';

/** The outbox is delivered in the background while the app runs, and the loop ends with the app. */
export function registerMailDelivery(app: FastifyInstance, mail: MailService): void {
  app.addHook('onReady', async () => mail.start(app.log));
  app.addHook('onClose', async () => mail.stop());
}
