import type { FastifyInstance } from 'fastify';
import type { InvoiceService } from './invoice.service';

/** Invoices are issued in the background while the app runs, and the runner ends with the app. */
export function registerInvoiceRunner(app: FastifyInstance, invoices: InvoiceService): void {
  app.addHook('onReady', async () => invoices.start(app.log));
  app.addHook('onClose', async () => invoices.stop());
}
