import { useState } from 'react';
import { type AdminDepartment, DepartmentFormSchema } from '../../../contract/admin-shop';
import { DEPARTMENT_GROUPS } from '../../../contract/catalogue';
import { privateHead } from '../../../contract/page-head';
import { SIZE_CHARTS, type SizeChart } from '../../../contract/product';
import { ADMIN } from '../../../copy/admin';
import { createDepartment, listAdminDepartments, saveDepartment } from '../../api/admin';
import { serverErrorText } from '../../api/bearer';
import { withToken } from '../../runtime/auth-session';
import { showToast } from '../../runtime/toasts';
import { usePageHead } from '../../runtime/use-page-head';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as css from './admin.css';
import { Loaded } from './LoadFailed';
import { useAdminLoad } from './use-admin-load';

const D = ADMIN.departments;

/** Departments: create one, rename one, move one between Ropa and Joyería, choose its size guide. */
export function DepartmentsView() {
  usePageHead(privateHead(ADMIN.titles.departments));
  const [round, setRound] = useState(0);
  const [state, reload] = useAdminLoad(`departments:${round}`, (signal) =>
    withToken((token) => listAdminDepartments(token, signal)),
  );
  const changed = () => setRound((r) => r + 1);
  return (
    <section aria-labelledby="departments-heading">
      <h1 id="departments-heading" className={css.heading}>
        {D.heading}
      </h1>
      <div className={css.card} style={{ marginBottom: 24 }}>
        <h2 className={css.subheading}>{D.create}</h2>
        <DepartmentForm
          submitLabel={D.add}
          onSubmit={(form) => withToken((token) => createDepartment(token, form))}
          saved={D.created}
          onDone={changed}
        />
      </div>
      <Loaded state={state} retry={reload}>
        {(departments) => (
          <ul className={css.list}>
            {departments.map((d) => (
              <li key={`${d.department_id}:${d.name}:${d.group}:${d.sizeChart}`} className={css.card}>
                <h2 className={css.subheading}>
                  #{d.department_id} · {d.name}
                </h2>
                <p className={css.muted}>
                  {D.products(d.products)}
                  {d.linked ? ` · ${D.linked}` : ''}
                </p>
                <DepartmentForm
                  initial={d}
                  label={D.edit(d.name)}
                  submitLabel={D.save}
                  onSubmit={(form) => withToken((token) => saveDepartment(token, d.department_id, form))}
                  saved={D.saved}
                  onDone={changed}
                />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}

function DepartmentForm({
  initial,
  label,
  submitLabel,
  saved,
  onSubmit,
  onDone,
}: {
  initial?: AdminDepartment;
  label?: string;
  submitLabel: string;
  /** What the toast says once saved. */
  saved: string;
  onSubmit: (form: { name: string; group: string; sizeChart?: SizeChart | null }) => Promise<unknown>;
  onDone: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [group, setGroup] = useState<string>(initial?.group ?? DEPARTMENT_GROUPS[0]!);
  /** '' is no guide. */
  const [sizeChart, setSizeChart] = useState<string>(initial?.sizeChart ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={css.toolbar}
      aria-label={label}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const parsed = DepartmentFormSchema.safeParse({ name, group, sizeChart: sizeChart || null });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ADMIN.failed);
        setError(null);
        setBusy(true);
        try {
          await onSubmit(parsed.data);
          void showToast({ kind: 'success', message: saved });
          if (!initial) {
            setName('');
            setSizeChart('');
          }
          onDone();
        } catch (failure) {
          setError(serverErrorText(failure) ?? ADMIN.failed);
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextField
        className={css.toolbarField}
        label={D.name}
        value={name}
        onChange={setName}
        error={error}
        maxLength={60}
      />
      <Select className={css.toolbarField} label={D.group} value={group} onChange={setGroup}>
        {DEPARTMENT_GROUPS.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </Select>
      <Select className={css.toolbarField} label={D.sizeChart} value={sizeChart} onChange={setSizeChart}>
        <option value="">{D.sizeCharts.none}</option>
        {SIZE_CHARTS.map((chart) => (
          <option key={chart} value={chart}>
            {D.sizeCharts[chart]}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="secondary" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
