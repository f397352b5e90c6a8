/** Every table, for Drizzle's query builder and drizzle-kit's migration generator. */
export * from '../modules/catalog/catalog.tables';
export * from '../modules/catalog/search.tables';
export * from '../modules/fitment/fitment.tables';
export * from '../modules/content/content.tables';
export * from '../modules/account/account.tables';
export * from '../modules/cart/cart.tables';
export * from '../modules/order/order.tables';
export * from '../modules/mail/mail.tables';
export * from '../modules/staff/staff.tables';
export * from '../modules/audit/audit.tables';
export * from '../modules/order/withdrawal.tables';
export * from '../modules/order/invoice.tables';
export * from '../modules/import/import.tables';
