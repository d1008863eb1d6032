import { pageTitle } from '../../app/strings';
import { useDocumentTitle } from '../../app/use-resource';
import { LoginForm } from '../../features/account/LoginForm';
import { A } from '../../features/account/strings';
import { container, page, pageTitle as titleClass } from '../../styles/utils.css';
import * as css from '../../features/account/account.css';

export default function LoginPage() {
  useDocumentTitle(pageTitle(A.login.title));
  return (
    <div className={`${container} ${page}`}>
      <div className={css.authCard} style={{ padding: 0, border: 0, boxShadow: 'none' }}>
        <h1 className={titleClass}>{A.login.title}</h1>
      </div>
      <LoginForm />
    </div>
  );
}
