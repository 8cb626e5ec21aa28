/** The refusals query-api gives too: declared once, with the same code and text on both sides (`@plouf/command-api/errors`). */
export { NoFamily, FamilyNotFound } from './families/errors.ts';
export { OrderNotFound } from './orders/errors.ts';
export { CourseNotFound } from './courses/errors.ts';
export { PromoCodeInvalid, TermNotFound } from './terms/errors.ts';
export { ClosureInvalid } from './school/errors.ts';
export { DocumentNotFound, InvoiceNotFound } from './books/errors.ts';
export { PeriodInvalid, DASHBOARD_MAX_DAYS } from './dashboard/errors.ts';
export { CertificateNotFound } from './progress/errors.ts';
