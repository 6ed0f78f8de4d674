import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '@konak/contract';
import { SelectField } from '../../../components/fields';

const OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The owner's choice of what an administrator may do, with a line on each role beneath. */
export function RoleField({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  return (
    <div className="adm-role-field">
      <SelectField label="Rol" value={value} options={OPTIONS} onChange={onChange} />
      <dl className="adm-role-field__help">
        {ROLES.map((role) => (
          <div key={role} className={role === value ? 'adm-role-field__chosen' : undefined}>
            <dt>{ROLE_LABELS[role]}</dt>
            <dd>{ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
