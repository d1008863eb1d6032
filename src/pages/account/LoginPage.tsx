import { privateHead } from '../../app/page-head';
import { usePageHead } from '../../app/use-page-head';
import { LoginForm } from '../../features/account/LoginForm';
import { A } from '../../features/account/strings';
import { container, page } from '../../styles/utils.css';

export default function LoginPage() {
  usePageHead(privateHead(A.login.title));
  return (
    <div className={`${container} ${page}`}>
      <LoginForm />
    </div>
  );
}
