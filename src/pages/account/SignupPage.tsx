import { pageTitle } from '../../app/strings';
import { useDocumentTitle } from '../../app/use-resource';
import { SignupForm } from '../../features/account/SignupForm';
import { A } from '../../features/account/strings';
import { container, page, pageTitle as titleClass } from '../../styles/utils.css';
import * as css from '../../features/account/account.css';

export default function SignupPage() {
  useDocumentTitle(pageTitle(A.signup.title));
  return (
    <div className={`${container} ${page}`}>
      <div className={css.authCard} style={{ padding: 0, border: 0, boxShadow: 'none' }}>
        <h1 className={titleClass}>{A.signup.title}</h1>
      </div>
      <SignupForm />
    </div>
  );
}
