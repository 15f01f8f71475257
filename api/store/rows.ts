// Row → domain object mapping shared by both stores.
import type {ConsentEvent, ListName, Subscriber, SubscriptionStatus} from './types';
import type {ConsentRow, SubscriberRow} from './sql';

export function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    list: row.list as ListName,
    status: row.status as SubscriptionStatus,
    source: row.source,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}

export function toConsentEvent(row: ConsentRow): ConsentEvent {
  return {
    action: row.action as ConsentEvent['action'],
    createdAt: row.created_at,
    source: row.source,
    ip: row.ip,
    userAgent: row.user_agent,
    consentVersion: row.consent_version,
  };
}
