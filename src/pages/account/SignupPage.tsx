import { pageTitle } from '../../app/strings';
import { useDocumentTitle } from '../../app/use-resource';
import { SignupForm } from '../../features/account/SignupForm';
import { A } from '../../features/account/strings';
import { container, page } from '../../styles/utils.css';

export default function SignupPage() {
  useDocumentTitle(pageTitle(A.signup.title));
  return (
    <div className={`${container} ${page}`}>
      <SignupForm />
    </div>
  );
}
