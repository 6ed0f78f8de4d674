import { api, type ContactRequest, type DataSubjectLogEntry } from '@konak/shared-ui';

/** A person, by e-mail and/or phone (KVKK Art. 11 requests). */
export interface Subject {
  email?: string;
  phone?: string;
}

const params = (s: Subject) => Object.fromEntries(Object.entries(s).filter(([, v]) => v)) as Record<string, string>;

export const findSubject = (subject: Subject) => api.get('data-requests/', { searchParams: params(subject) }).json<ContactRequest[]>();

/** The export file's text (the server logs who exported whom). */
export const exportSubject = (subject: Subject, format: 'json' | 'csv') =>
  api.get('data-requests/export/', { searchParams: { ...params(subject), format } }).text();

export const eraseSubject = (subject: Subject) => api.post('data-requests/erase/', { json: params(subject) }).json<{ erased: number }>();

export const dataRequestsLog = () => api.get('data-requests/log/').json<DataSubjectLogEntry[]>();
