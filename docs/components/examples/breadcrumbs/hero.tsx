import {Breadcrumb, Breadcrumbs} from '@tessera-ui/react';

export default function BreadcrumbsHero() {
  return (
    <Breadcrumbs>
      <Breadcrumb href="#home">Home</Breadcrumb>
      <Breadcrumb href="#account">Account</Breadcrumb>
      <Breadcrumb href="#billing">Billing</Breadcrumb>
      <Breadcrumb>Invoices</Breadcrumb>
    </Breadcrumbs>
  );
}
