export { STATUS_LABELS, STATUS_TONES, STATUS_WORDS, SUSPICIOUS_REASONS, suspiciousReason } from '../../../components/contact-status';
