import {Breadcrumb, Breadcrumbs} from '@tessera-ui/react';

export default function LongBreadcrumbs() {
  return (
    <div style={{maxWidth: 300}}>
      <Breadcrumbs>
        <Breadcrumb href="#help">Help centre</Breadcrumb>
        <Breadcrumb href="#billing">Billing and payments</Breadcrumb>
        <Breadcrumb href="#invoices">Invoices and receipts</Breadcrumb>
        <Breadcrumb href="#vat">VAT and sales tax</Breadcrumb>
        <Breadcrumb>Adding a VAT number to an existing invoice</Breadcrumb>
      </Breadcrumbs>
    </div>
  );
}
