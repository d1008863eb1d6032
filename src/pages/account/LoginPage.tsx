import { pageTitle } from '../../app/strings';
import { useDocumentTitle } from '../../app/use-resource';
import { LoginForm } from '../../features/account/LoginForm';
import { A } from '../../features/account/strings';
import { container, page } from '../../styles/utils.css';

export default function LoginPage() {
  useDocumentTitle(pageTitle(A.login.title));
  return (
    <div className={`${container} ${page}`}>
      <LoginForm />
    </div>
  );
}
