// The only module the federation config exposes: the shell renders it for /admin/*.
import './app/admin.css';
import { App } from './app/app';

/** The remote's root says which remote and which build is live (KONAK_RELEASE at build time). */
export default function AdminRemote() {
  return (
    <div
      data-mfe="admin"
      data-release={process.env.KONAK_RELEASE || undefined}
      style={{ display: 'contents' }}
    >
      <App />
    </div>
  );
}
