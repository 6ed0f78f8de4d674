/** The call-back list's CSV is not made here: the server writes it (contacts-page, issue 25). */
export { downloadFile } from '../../../components/download-file';
