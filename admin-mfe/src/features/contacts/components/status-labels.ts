export {
  requestBadge,
  STATUS_LABELS,
  STATUS_TONES,
  STATUS_WORDS,
  suspiciousReason,
} from '../../../components/contact-status';
