import { api, type AlertsStatus, type LeadSettings } from '@konak/shared-ui';

export const getLeadSettings = () => api.get('settings/leads/').json<LeadSettings>();
export const saveLeadSettings = (settings: Partial<LeadSettings>) => api.put('settings/leads/', { json: settings }).json<LeadSettings>();
/** Whether e-mail alerts are on (SMTP_URL on the server) and the outbox's counts. */
export const getAlertsStatus = () => api.get('contact/alerts/').json<AlertsStatus>();
