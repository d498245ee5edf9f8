import { intlLocale, toBengaliDigits, type Locale } from './locale';

/**
 * Bangla for the messages the server answers with (`{message}`, `{message, errors}`). The
 * English texts are the API's contract, so they are the keys; the server translates on the way
 * out when a request asks for Bangla. Messages built from values (a field, a count, a code) go
 * through `patterns` below. English, and any text not listed, passes through unchanged.
 *
 * Product and technical names stay Latin (CareerCard, bKash, PDF, NFC, OTP, JSON, URL …), and so
 * do examples a person has to type as they are (#0f5c45, 01712-345678, 2026-05-31).
 */
const exact: Record<string, string> = {
  // Accounts, sign-in and sessions
  'Registration successful. Please sign in.': 'নিবন্ধন সফল হয়েছে। অনুগ্রহ করে সাইন ইন করুন।',
  'Login successful': 'লগইন সফল হয়েছে',
  'Admin login successful': 'অ্যাডমিন লগইন সফল হয়েছে',
  'Logged out successfully': 'সফলভাবে লগ আউট হয়েছে',
  'Invalid credentials': 'লগইনের তথ্য সঠিক নয়',
  'Invalid admin credentials': 'অ্যাডমিন লগইনের তথ্য সঠিক নয়',
  'Your account has been suspended. Please contact support.':
    'আপনার অ্যাকাউন্ট স্থগিত করা হয়েছে। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  'Unauthenticated.': 'অনুগ্রহ করে সাইন ইন করুন।',
  'This action is unauthorized.': 'এই কাজটি করার অনুমতি নেই।',
  'You do not have permission to do this.': 'এটি করার অনুমতি আপনার নেই।',
  'Too many sign-in attempts.': 'অনেকবার সাইন ইন করার চেষ্টা করা হয়েছে।',
  'Too many new accounts from this address.': 'এই IP ঠিকানা থেকে অনেকগুলো নতুন অ্যাকাউন্ট খোলা হয়েছে।',
  'Too many reset requests.': 'অনেকবার রিসেটের অনুরোধ করা হয়েছে।',
  'Too many e-mail changes.': 'অনেকবার ইমেইল পরিবর্তন করা হয়েছে।',
  'Too many wrong passwords. Please try again later.':
    'অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'If an account uses that e-mail, we have sent it a link to choose a new password. The link works for one hour.':
    'ওই ইমেইলে কোনো অ্যাকাউন্ট থাকলে, আমরা সেখানে নতুন পাসওয়ার্ড বেছে নেওয়ার একটি লিংক পাঠিয়েছি। লিংকটি এক ঘণ্টা কাজ করবে।',
  'The reset link is incomplete. Please open the link from the e-mail again.':
    'রিসেট লিংকটি অসম্পূর্ণ। অনুগ্রহ করে ইমেইল থেকে লিংকটি আবার খুলুন।',
  'This reset link is not valid.': 'এই রিসেট লিংকটি সঠিক নয়।',
  'This link is not valid any more: it was used already or is over an hour old. Please ask for a new one.':
    'এই লিংকটি আর কার্যকর নয়: এটি আগেই ব্যবহার করা হয়েছে অথবা এক ঘণ্টার বেশি পুরোনো। অনুগ্রহ করে নতুন একটি লিংক চান।',
  'Your password has been changed. Please sign in with it.':
    'আপনার পাসওয়ার্ড পরিবর্তন করা হয়েছে। অনুগ্রহ করে নতুন পাসওয়ার্ড দিয়ে সাইন ইন করুন।',
  'Not while signed in as this user: they do this themselves.':
    'এই ব্যবহারকারী হিসেবে সাইন ইন থাকা অবস্থায় এটি করা যাবে না: এটি তাঁরা নিজেরাই করবেন।',
  'Your password has been updated.': 'আপনার পাসওয়ার্ড আপডেট হয়েছে।',
  'The current password is incorrect.': 'বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
  'The password is incorrect.': 'পাসওয়ার্ডটি সঠিক নয়।',
  'This session has already ended.': 'এই সেশনটি আগেই শেষ হয়ে গেছে।',
  'The session has been signed out.': 'সেশনটি থেকে সাইন আউট করা হয়েছে।',
  'Every other session has been signed out.': 'অন্য সব সেশন থেকে সাইন আউট করা হয়েছে।',
  'Your account has been deleted.': 'আপনার অ্যাকাউন্ট মুছে ফেলা হয়েছে।',
  'A staff account is closed under Staff Management.':
    'স্টাফ অ্যাকাউন্ট স্টাফ ব্যবস্থাপনা থেকে বন্ধ করা হয়।',
  'You have downloaded your data several times already.':
    'আপনি ইতিমধ্যে কয়েকবার আপনার ডেটা ডাউনলোড করেছেন।',

  // Two-factor sign-in
  'Enter the 6-digit code from your authenticator app.':
    'আপনার অথেন্টিকেটর অ্যাপের ৬ অঙ্কের কোডটি লিখুন।',
  'That code is not right. Check the time on your phone and enter the newest code, or use a recovery code.':
    'কোডটি সঠিক নয়। ফোনের সময় ঠিক আছে কি না দেখে সর্বশেষ কোডটি লিখুন, অথবা একটি রিকভারি কোড ব্যবহার করুন।',
  'This sign-in has timed out. Please enter your e-mail and password again.':
    'এই সাইন-ইনের সময় শেষ হয়ে গেছে। অনুগ্রহ করে আবার ইমেইল ও পাসওয়ার্ড লিখুন।',
  'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each one works once.':
    'টু-ফ্যাক্টর সাইন-ইন চালু হয়েছে। রিকভারি কোডগুলো নিরাপদ কোথাও রাখুন: প্রতিটি একবারই কাজ করে।',
  'Two-factor sign-in is off.': 'টু-ফ্যাক্টর সাইন-ইন বন্ধ করা হয়েছে।',
  'New recovery codes are ready. The old ones no longer work.':
    'নতুন রিকভারি কোড তৈরি হয়েছে। পুরোনোগুলো আর কাজ করবে না।',
  'Two-factor sign-in is already on.': 'টু-ফ্যাক্টর সাইন-ইন আগেই চালু আছে।',
  'Two-factor sign-in is not on.': 'টু-ফ্যাক্টর সাইন-ইন চালু নেই।',
  'Start the set-up first: scan the QR code, then enter the code it shows.':
    'আগে সেটআপ শুরু করুন: QR কোডটি স্ক্যান করে অ্যাপে দেখানো কোডটি লিখুন।',
  'Two-factor sign-in is required for staff accounts, so it cannot be turned off.':
    'স্টাফ অ্যাকাউন্টে টু-ফ্যাক্টর সাইন-ইন বাধ্যতামূলক, তাই এটি বন্ধ করা যাবে না।',
  'Set up two-factor sign-in to continue: it is required for staff accounts.':
    'চালিয়ে যেতে টু-ফ্যাক্টর সাইন-ইন সেটআপ করুন: স্টাফ অ্যাকাউন্টে এটি বাধ্যতামূলক।',
  'Turn on two-factor sign-in for your own account first (Security), so that the rule cannot lock you out.':
    'আগে নিজের অ্যাকাউন্টে টু-ফ্যাক্টর সাইন-ইন চালু করুন (নিরাপত্তা), যাতে এই নিয়মে আপনি নিজেই আটকে না যান।',
  'Two-factor sign-in was reset and their sessions ended. They sign in with their password and set it up again.':
    'টু-ফ্যাক্টর সাইন-ইন রিসেট করা হয়েছে এবং তাঁর সব সেশন শেষ হয়েছে। তিনি পাসওয়ার্ড দিয়ে সাইন ইন করে আবার সেটআপ করবেন।',
  "Only a Super Admin can reset a staff member's two-factor sign-in.":
    'শুধু সুপার অ্যাডমিন কোনো স্টাফের টু-ফ্যাক্টর সাইন-ইন রিসেট করতে পারেন।',
  'Use a recovery code to reach your own account; another Super Admin can reset yours.':
    'নিজের অ্যাকাউন্টে ঢুকতে একটি রিকভারি কোড ব্যবহার করুন; অন্য একজন সুপার অ্যাডমিন আপনারটি রিসেট করতে পারেন।',
  'The code must be the 6 digits your authenticator app shows.':
    'কোডটি হতে হবে আপনার অথেন্টিকেটর অ্যাপে দেখানো ৬টি অঙ্ক।',
  'Too many wrong codes.': 'অনেকবার ভুল কোড দেওয়া হয়েছে।',

  // Lists and bulk actions of the back office
  'The paid filter must be yes or no.': 'পেমেন্ট ফিল্টার yes অথবা no হতে হবে।',
  'The direction must be asc or desc.': 'ক্রম asc অথবা desc হতে হবে।',
  'Each row must be named by its id.': 'প্রতিটি সারি তার id দিয়ে উল্লেখ করতে হবে।',
  'Choose at least one row.': 'অন্তত একটি সারি বেছে নিন।',
  'Choose the rows to act on.': 'যে সারিগুলোতে কাজ করবেন, সেগুলো বেছে নিন।',
  'This saved view does not exist any more.': 'এই সংরক্ষিত ভিউটি আর নেই।',
  'View saved.': 'ভিউ সংরক্ষণ করা হয়েছে।',
  'View deleted.': 'ভিউ মুছে ফেলা হয়েছে।',
  'The view has too many filters to save.': 'এই ভিউতে সংরক্ষণের জন্য অনেক বেশি ফিল্টার আছে।',
  'Only a Super Admin can change how staff sign in.':
    'স্টাফরা কীভাবে সাইন ইন করবেন, তা শুধু সুপার অ্যাডমিন বদলাতে পারেন।',

  // Profile and e-mail change
  'Profile updated successfully!': 'প্রোফাইল সফলভাবে আপডেট হয়েছে!',
  'Your photo has been removed.': 'আপনার ছবি সরিয়ে ফেলা হয়েছে।',
  'Please upload a PNG, JPG or GIF image.': 'অনুগ্রহ করে একটি PNG, JPG বা GIF ছবি আপলোড করুন।',
  'The photo has too many pixels. Please upload an image of at most 40 megapixels.':
    'ছবিটিতে অনেক বেশি পিক্সেল আছে। অনুগ্রহ করে সর্বোচ্চ ৪০ মেগাপিক্সেলের একটি ছবি আপলোড করুন।',
  'Please send one photo and the profile fields only.':
    'অনুগ্রহ করে শুধু একটি ছবি ও প্রোফাইলের ঘরগুলো পাঠান।',
  'This e-mail address is already used by another account.':
    'এই ইমেইল ঠিকানাটি অন্য একটি অ্যাকাউন্টে ব্যবহার করা হচ্ছে।',
  'This confirmation link is not valid any more: it was used already or is over an hour old. Please change your e-mail again in Account Settings.':
    'এই নিশ্চিতকরণ লিংকটি আর কার্যকর নয়: এটি আগেই ব্যবহার করা হয়েছে অথবা এক ঘণ্টার বেশি পুরোনো। অনুগ্রহ করে অ্যাকাউন্ট সেটিংস থেকে আবার আপনার ইমেইল পরিবর্তন করুন।',
  'Your e-mail address has been changed. Please sign in with the new address from now on.':
    'আপনার ইমেইল ঠিকানা পরিবর্তন করা হয়েছে। এখন থেকে অনুগ্রহ করে নতুন ঠিকানা দিয়ে সাইন ইন করুন।',
  'Your profile was saved, but the confirmation e-mail could not be sent. Please try again later.':
    'আপনার প্রোফাইল সংরক্ষিত হয়েছে, কিন্তু নিশ্চিতকরণ ইমেইল পাঠানো যায়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'Account not found.': 'অ্যাকাউন্টটি পাওয়া যায়নি।',
  'Photo not found.': 'ছবিটি পাওয়া যায়নি।',
  'Language saved.': 'ভাষা সংরক্ষিত হয়েছে।',
  'The locale must be en or bn.': 'ভাষা en অথবা bn হতে হবে।',

  // Phone verification (OTP)
  'A verification code was sent.': 'একটি ভেরিফিকেশন কোড পাঠানো হয়েছে।',
  'Phone number verified.': 'ফোন নম্বর যাচাই করা হয়েছে।',
  'Invalid OTP. Please try again.': 'OTP সঠিক নয়। আবার চেষ্টা করুন।',
  'Please verify your phone number first.': 'অনুগ্রহ করে আগে আপনার ফোন নম্বর যাচাই করুন।',
  'Please enter a valid Bangladeshi mobile number, such as 01712-345678.':
    'অনুগ্রহ করে একটি সঠিক বাংলাদেশি মোবাইল নম্বর দিন, যেমন ০১৭১২-৩৪৫৬৭৮।',
  'Text messages cannot be sent right now, so we cannot send you a code. Please try again later.':
    'এই মুহূর্তে এসএমএস পাঠানো যাচ্ছে না, তাই আমরা আপনাকে কোড পাঠাতে পারছি না। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'Too many codes were asked for. Please try again in an hour.':
    'অনেকবার কোড চাওয়া হয়েছে। অনুগ্রহ করে এক ঘণ্টা পরে আবার চেষ্টা করুন।',
  'We could not send the code by SMS. Please try again.':
    'আমরা এসএমএসে কোডটি পাঠাতে পারিনি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'This code has expired. Please ask for a new one.':
    'এই কোডের মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে নতুন একটি কোড চান।',
  'Too many wrong codes. Please ask for a new one.':
    'অনেকবার ভুল কোড দেওয়া হয়েছে। অনুগ্রহ করে নতুন একটি কোড চান।',

  // Files and uploads
  'Please choose a file to upload.': 'অনুগ্রহ করে আপলোডের জন্য একটি ফাইল বেছে নিন।',
  'Please upload one file at a time.': 'অনুগ্রহ করে একবারে একটি ফাইল আপলোড করুন।',
  'The upload was incomplete. Please try again.': 'আপলোড সম্পূর্ণ হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'File not found.': 'ফাইলটি পাওয়া যায়নি।',
  'Image not found.': 'ছবিটি পাওয়া যায়নি।',
  'Please upload a JPG or PNG image.': 'অনুগ্রহ করে একটি JPG বা PNG ছবি আপলোড করুন।',
  'Please upload a JPG or PNG photo.': 'অনুগ্রহ করে একটি JPG বা PNG ছবি আপলোড করুন।',
  'Invalid file type. Please upload a .json file.':
    'ফাইলের ধরন সঠিক নয়। অনুগ্রহ করে একটি .json ফাইল আপলোড করুন।',
  'The selected file is not a valid JSON.': 'বেছে নেওয়া ফাইলটি সঠিক JSON নয়।',
  'Invalid JSON': 'JSON সঠিক নয়',

  // CVs, analysis and PDFs
  'CV not found': 'সিভি পাওয়া যায়নি',
  'The PDF could not be printed just now. Please try again in a minute.':
    'পিডিএফটি এই মুহূর্তে প্রিন্ট করা যায়নি। এক মিনিট পরে আবার চেষ্টা করুন।',
  'The Word file could not be made just now. Please try again in a minute.':
    'Word ফাইলটি এই মুহূর্তে তৈরি করা যায়নি। এক মিনিট পরে আবার চেষ্টা করুন।',
  'This PDF was printed from an earlier version of the CV, before Word files were made, so it has no Word file. Download the CV again to get both.':
    'এই পিডিএফটি সিভির আগের একটি সংস্করণ থেকে, Word ফাইল চালুর আগে প্রিন্ট হয়েছিল, তাই এর কোনো Word ফাইল নেই। দুটোই পেতে সিভিটি আবার ডাউনলোড করুন।',
  'CV moved to the Trash.': 'সিভিটি ট্র্যাশে সরানো হয়েছে।',
  'CV restored.': 'সিভিটি ফিরিয়ে আনা হয়েছে।',
  'CV deleted forever.': 'সিভিটি চিরতরে মুছে ফেলা হয়েছে।',
  'This CV is not in the Trash.': 'এই সিভিটি ট্র্যাশে নেই।',
  'Version not found.': 'সংস্করণটি পাওয়া যায়নি।',
  'The cursor is not valid.': 'তালিকার অবস্থানটি সঠিক নয়।',
  'The CV is not valid.': 'সিভিটি সঠিক নয়।',
  'The CV is too large: it may hold at most 1 MB of text.':
    'সিভিটি অনেক বড়: এতে সর্বোচ্চ ১ MB লেখা রাখা যায়।',
  'Enter a web address that starts with http:// or https://.':
    'http:// বা https:// দিয়ে শুরু হওয়া একটি ওয়েব ঠিকানা লিখুন।',
  'Enter a web address that starts with http:// or https://, or a mailto: or tel: link.':
    'http:// বা https:// দিয়ে শুরু হওয়া একটি ওয়েব ঠিকানা, অথবা একটি mailto: বা tel: লিংক লিখুন।',
  'This CV was changed in another tab or window. Reload it to get the latest version.':
    'এই সিভিটি অন্য একটি ট্যাব বা উইন্ডোতে পরিবর্তন করা হয়েছে। সর্বশেষ সংস্করণ পেতে এটি আবার লোড করুন।',
  'This preview link is invalid or has expired.':
    'এই প্রিভিউ লিংকটি সঠিক নয় অথবা এর মেয়াদ শেষ হয়ে গেছে।',
  'The selected template is not available.': 'বেছে নেওয়া টেমপ্লেটটি পাওয়া যাচ্ছে না।',
  'Please provide both the CV/Resume and the Job Description.':
    'অনুগ্রহ করে সিভি/রেজ্যুমে এবং চাকরির বিবরণ দুটোই দিন।',
  'Please select or upload a CV to analyze.':
    'বিশ্লেষণের জন্য অনুগ্রহ করে একটি সিভি বেছে নিন বা আপলোড করুন।',
  'Please select a CV and provide a job description.':
    'অনুগ্রহ করে একটি সিভি বেছে নিন এবং চাকরির বিবরণ দিন।',
  'Unsupported file type. Please upload a PDF, Word document (.docx) or image (JPG/PNG).':
    'এই ধরনের ফাইল সমর্থিত নয়। অনুগ্রহ করে একটি PDF, Word ডকুমেন্ট (.docx) বা ছবি (JPG/PNG) আপলোড করুন।',
  'Word 97-2003 documents (.doc) cannot be read. Please save the CV as a Word document (.docx) or PDF and upload that.':
    'Word 97-2003 ডকুমেন্ট (.doc) পড়া যায় না। অনুগ্রহ করে সিভিটি Word ডকুমেন্ট (.docx) বা PDF হিসেবে সেভ করে সেটি আপলোড করুন।',
  'The file is protected by a password. Please upload a copy without the password.':
    'ফাইলটি পাসওয়ার্ড দিয়ে সুরক্ষিত। অনুগ্রহ করে পাসওয়ার্ড ছাড়া একটি কপি আপলোড করুন।',
  'Reading the image took too long. Please try a sharper image, or upload a PDF.':
    'ছবিটি পড়তে অনেক বেশি সময় লেগেছে। অনুগ্রহ করে আরও স্পষ্ট একটি ছবি দিন, অথবা একটি PDF আপলোড করুন।',
  'Many files are being read right now. Please try again in a minute.':
    'এই মুহূর্তে অনেক ফাইল পড়া হচ্ছে। অনুগ্রহ করে এক মিনিট পরে আবার চেষ্টা করুন।',
  'Failed to extract CV text. Please try again.': 'সিভির লেখা বের করা যায়নি। আবার চেষ্টা করুন।',
  "The file's pages or images are too large to read. Please upload a smaller PDF, Word document (.docx) or image (JPG/PNG).":
    'ফাইলটির পাতা বা ছবিগুলো পড়ার জন্য অনেক বড়। অনুগ্রহ করে আরও ছোট একটি PDF, Word ডকুমেন্ট (.docx) বা ছবি (JPG/PNG) আপলোড করুন।',
  'Too many analyses.': 'অনেকবার বিশ্লেষণ করা হয়েছে।',
  'Unknown field type.': 'অজানা ঘরের ধরন।',
  'The PDF is protected by a password': 'PDF-টি পাসওয়ার্ড দিয়ে সুরক্ষিত',
  'The pages of the PDF could not be drawn for OCR': 'OCR-এর জন্য PDF-এর পাতাগুলো আঁকা যায়নি',
  'The PDF could not be read': 'PDF-টি পড়া যায়নি',
  'The image could not be read': 'ছবিটি পড়া যায়নি',
  'PDF not found.': 'PDF পাওয়া যায়নি।',
  'PDF deleted.': 'PDF মুছে ফেলা হয়েছে।',
  'The PDF is not valid.': 'PDF-টি সঠিক নয়।',
  'This PDF is already paid for.': 'এই PDF-এর মূল্য আগেই পরিশোধ করা হয়েছে।',
  'The CV of this PDF was deleted, so it cannot be printed again.':
    'এই PDF-এর সিভিটি মুছে ফেলা হয়েছে, তাই এটি আর প্রিন্ট করা যাবে না।',
  'Please pay for this download first.': 'অনুগ্রহ করে আগে এই ডাউনলোডের মূল্য পরিশোধ করুন।',
  'Please pay for the custom CV first.': 'অনুগ্রহ করে আগে কাস্টম সিভির মূল্য পরিশোধ করুন।',
  'Choose the CV to download.': 'যে সিভিটি ডাউনলোড করবেন, সেটি বেছে নিন।',
  'Your CV has no name. Please add your name first.':
    'আপনার সিভিতে কোনো নাম নেই। অনুগ্রহ করে আগে আপনার নাম যোগ করুন।',
  'Your CV has no e-mail address or phone number. Please add one first, so people can reach you.':
    'আপনার সিভিতে কোনো ইমেইল ঠিকানা বা ফোন নম্বর নেই। অনুগ্রহ করে আগে একটি যোগ করুন, যাতে লোকে আপনার সঙ্গে যোগাযোগ করতে পারে।',
  'Your CV has no name and no e-mail address or phone number. Please add them first.':
    'আপনার সিভিতে কোনো নাম এবং কোনো ইমেইল ঠিকানা বা ফোন নম্বর নেই। অনুগ্রহ করে আগে এগুলো যোগ করুন।',
  'Please add your name.': 'অনুগ্রহ করে আপনার নাম যোগ করুন।',
  'Please add an e-mail address or a phone number.':
    'অনুগ্রহ করে একটি ইমেইল ঠিকানা বা ফোন নম্বর যোগ করুন।',

  // Payments and bKash
  'Payment created. Redirecting to bKash...': 'পেমেন্ট তৈরি হয়েছে। bKash-এ নিয়ে যাওয়া হচ্ছে...',
  'Payment created. Redirecting to Nagad...': 'পেমেন্ট তৈরি হয়েছে। Nagad-এ নিয়ে যাওয়া হচ্ছে...',
  'Payment completed successfully.': 'পেমেন্ট সফলভাবে সম্পন্ন হয়েছে।',
  'Payment was cancelled.': 'পেমেন্ট বাতিল করা হয়েছে।',
  'Payment failed.': 'পেমেন্ট ব্যর্থ হয়েছে।',
  'Payment creation failed': 'পেমেন্ট তৈরি করা যায়নি',
  'Payment not found.': 'পেমেন্টটি পাওয়া যায়নি।',
  'We could not confirm this payment yet. Please contact support.':
    'আমরা এখনো এই পেমেন্টটি নিশ্চিত করতে পারিনি। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  'The amount paid does not match the price. Please contact support.':
    'পরিশোধিত টাকার পরিমাণ মূল্যের সঙ্গে মেলেনি। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  'The address is not valid.': 'ঠিকানাটি সঠিক নয়।',
  'The version is not valid.': 'সংস্করণটি সঠিক নয়।',
  'The service is briefly unavailable. Please try again in a moment.':
    'সেবাটি কিছুক্ষণের জন্য বন্ধ আছে। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
  'Stored files cannot be reached right now. Please try again later.':
    'সংরক্ষিত ফাইলগুলোতে এই মুহূর্তে পৌঁছানো যাচ্ছে না। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  // Why a storage failed (infra/storage), after the storage named in the patterns below.
  "this server's disk": 'এই সার্ভারের ডিস্ক',
  'the bucket does not exist': 'বাকেটটির অস্তিত্ব নেই',
  'the file read back was not the file written': 'ফেরত পড়া ফাইলটি লেখা ফাইলের সঙ্গে মেলেনি',
  'it failed unexpectedly': 'অপ্রত্যাশিত কারণে ব্যর্থ হয়েছে',
  'Online payment is not set up yet. Please try again later.':
    'অনলাইন পেমেন্ট এখনো চালু করা হয়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'This item is not on sale right now.': 'এই আইটেমটি এখন বিক্রি হচ্ছে না।',
  'The purpose field is invalid.': 'উদ্দেশ্যের ঘরটি সঠিক নয়।',
  'Choose a card design.': 'একটি কার্ড ডিজাইন বেছে নিন।',
  'Please fill in the shipping address.': 'অনুগ্রহ করে ডেলিভারির ঠিকানা লিখুন।',
  'bKash could not be reached. Please try again.':
    'bKash-এর সঙ্গে যোগাযোগ করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'bKash did not answer in time. Please try again.':
    'bKash সময়মতো সাড়া দেয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'bKash payments are unavailable right now. Please try again later.':
    'এই মুহূর্তে bKash পেমেন্ট করা যাচ্ছে না। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'bKash payments are not set up correctly. Please contact support.':
    'bKash পেমেন্ট সঠিকভাবে সেট আপ করা হয়নি। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  'bKash sent an answer we could not read. Please try again.':
    'bKash এমন একটি উত্তর পাঠিয়েছে যা আমরা পড়তে পারিনি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'SSLCommerz refused the refund. Please check the amount and try again.':
    'SSLCommerz রিফান্ডটি গ্রহণ করেনি। অনুগ্রহ করে পরিমাণটি দেখে আবার চেষ্টা করুন।',
  'Refund made.': 'রিফান্ড করা হয়েছে।',
  'This order has no phone number for the courier. Ask the customer to add one to their profile, then book again.':
    'এই অর্ডারে কুরিয়ারের জন্য কোনো ফোন নম্বর নেই। গ্রাহককে তাঁর প্রোফাইলে একটি নম্বর যোগ করতে বলুন, তারপর আবার বুক করুন।',
  'Steadfast could not be reached. Please try again.':
    'Steadfast-এর সঙ্গে যোগাযোগ করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Steadfast refused our API key. Check the Courier Gateways settings.':
    'Steadfast আমাদের API কী গ্রহণ করেনি। Courier Gateways সেটিংস দেখে নিন।',
  'Steadfast sent an answer we could not read. Please try again.':
    'Steadfast এমন একটি উত্তর পাঠিয়েছে যা আমরা পড়তে পারিনি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Steadfast refused the booking.': 'Steadfast বুকিংটি গ্রহণ করেনি।',
  'Receipt not found: a receipt is made for a paid payment.':
    'রসিদ পাওয়া যায়নি: পরিশোধিত পেমেন্টের জন্যই রসিদ তৈরি হয়।',
  'This order was refunded and cancelled, so its status cannot change.':
    'এই অর্ডারের টাকা ফেরত দিয়ে এটি বাতিল করা হয়েছে, তাই এর স্ট্যাটাস বদলানো যাবে না।',
  'Refund recorded.': 'রিফান্ড লিপিবদ্ধ করা হয়েছে।',
  'Refund not found.': 'রিফান্ডটি পাওয়া যায়নি।',
  'The payment gateway did not confirm the refund. It is kept as pending: try it again to finish it.':
    'পেমেন্ট গেটওয়ে রিফান্ডটি নিশ্চিত করেনি। এটি অপেক্ষমাণ রাখা হয়েছে: শেষ করতে আবার চেষ্টা করুন।',
  'The payment gateway refused the refund. Nothing was given back.':
    'পেমেন্ট গেটওয়ে রিফান্ডটি গ্রহণ করেনি। কোনো টাকা ফেরত দেওয়া হয়নি।',
  'The amount can have at most two decimals.': 'পরিমাণে দশমিকের পরে সর্বোচ্চ দুটি অঙ্ক থাকতে পারে।',
  'Give a reason for the refund.': 'রিফান্ডের একটি কারণ লিখুন।',
  'Give a reason for the refund (at least 5 characters).':
    'রিফান্ডের একটি কারণ লিখুন (কমপক্ষে ৫টি অক্ষর)।',
  'Only a completed payment can be refunded.': 'শুধু সম্পন্ন পেমেন্টই রিফান্ড করা যায়।',
  'The refund is more than is left to give back on this payment.':
    'এই পেমেন্টে ফেরত দেওয়ার মতো যা বাকি আছে, রিফান্ডটি তার চেয়ে বেশি।',
  'Choose bKash, Nagad or card.': 'bKash, Nagad বা কার্ড বেছে নিন।',
  'Choose a status from the list.': 'তালিকা থেকে একটি স্ট্যাটাস বেছে নিন।',
  'Choose a level from the list.': 'তালিকা থেকে একটি স্তর বেছে নিন।',
  'The scale must be 5 or 4.': 'স্কেলটি ৫ বা ৪ হতে হবে।',
  'Write the result as a number such as 5.00 or 3.75.':
    'ফলাফল ৫.০০ বা ৩.৭৫-এর মতো একটি সংখ্যায় লিখুন।',
  'The result cannot be more than its scale.': 'ফলাফল তার স্কেলের চেয়ে বেশি হতে পারে না।',
  'Write the year as four digits, such as 2019.': 'সালটি চার অঙ্কে লিখুন, যেমন ২০১৯।',
  'The NID number must have 10 or 17 digits (an old 13-digit number becomes 17 with your birth year before it).':
    'এনআইডি নম্বর ১০ বা ১৭ অঙ্কের হতে হবে (পুরোনো ১৩ অঙ্কের নম্বরের আগে জন্মসাল বসালে ১৭ অঙ্ক হয়)।',
  'Write the date of birth as a real date, such as 2001-03-15.':
    'জন্মতারিখটি একটি সঠিক তারিখ হিসেবে লিখুন, যেমন 2001-03-15।',
  "This PDF may show the user's NID or date of birth, so only they can download it.":
    'এই PDF-এ ব্যবহারকারীর এনআইডি নম্বর বা জন্মতারিখ থাকতে পারে, তাই শুধু তিনিই এটি ডাউনলোড করতে পারেন।',
  'Choose real or sandbox money.': 'আসল বা স্যান্ডবক্সের টাকা বেছে নিন।',
  'Enter the amount to refund.': 'রিফান্ডের পরিমাণ লিখুন।',
  'The amount must be more than zero.': 'পরিমাণ শূন্যের চেয়ে বেশি হতে হবে।',
  'The card payment service could not be reached. Please try again.':
    'কার্ড পেমেন্ট সেবার সঙ্গে যোগাযোগ করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'The card payment service did not answer in time. Please try again.':
    'কার্ড পেমেন্ট সেবা সময়মতো সাড়া দেয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'The card payment could not be started. Please try again later.':
    'কার্ড পেমেন্টটি শুরু করা যায়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'Card payments are not set up correctly. Please contact support.':
    'কার্ড পেমেন্ট সঠিকভাবে সেট আপ করা হয়নি। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  'The card payment service sent an answer we could not read. Please try again.':
    'কার্ড পেমেন্ট সেবা এমন একটি উত্তর পাঠিয়েছে যা আমরা পড়তে পারিনি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'The card payment was declined. Please try another card.':
    'কার্ড পেমেন্টটি প্রত্যাখ্যাত হয়েছে। অনুগ্রহ করে অন্য একটি কার্ড দিয়ে চেষ্টা করুন।',
  'Payment created. Redirecting to the card payment page...':
    'পেমেন্ট তৈরি হয়েছে। কার্ড পেমেন্টের পাতায় নিয়ে যাওয়া হচ্ছে...',
  'Nagad could not be reached. Please try again.':
    'Nagad-এর সঙ্গে যোগাযোগ করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Nagad did not answer in time. Please try again.':
    'Nagad সময়মতো সাড়া দেয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Nagad could not start the payment. Please try again later.':
    'Nagad পেমেন্টটি শুরু করতে পারেনি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'Nagad payments are not set up correctly. Please contact support.':
    'Nagad পেমেন্ট সঠিকভাবে সেট আপ করা হয়নি। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  'Nagad sent an answer we could not read. Please try again.':
    'Nagad এমন একটি উত্তর পাঠিয়েছে যা আমরা পড়তে পারিনি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'bKash could not process the payment. Please try again.':
    'bKash পেমেন্টটি প্রক্রিয়া করতে পারেনি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'bKash could not process the payment. Please try again later.':
    'bKash পেমেন্টটি প্রক্রিয়া করতে পারেনি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'bKash is under maintenance. Please try again later.':
    'bKash-এ রক্ষণাবেক্ষণের কাজ চলছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'bKash system error, please try again later.':
    'bKash-এর সিস্টেমে সমস্যা হয়েছে, অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'bKash accepts payments in taka (BDT) only.': 'bKash শুধু টাকায় (BDT) পেমেন্ট নেয়।',
  'This bKash payment was not found.': 'এই bKash পেমেন্টটি পাওয়া যায়নি।',
  'The bKash transaction was not found.': 'bKash লেনদেনটি পাওয়া যায়নি।',
  'The payment amount is not valid.': 'পেমেন্টের পরিমাণ সঠিক নয়।',
  'This bKash account number is not valid.': 'এই bKash অ্যাকাউন্ট নম্বরটি সঠিক নয়।',
  'This number has no bKash account.': 'এই নম্বরে কোনো bKash অ্যাকাউন্ট নেই।',
  'Please pay from a personal bKash account.':
    'অনুগ্রহ করে একটি পার্সোনাল bKash অ্যাকাউন্ট থেকে পেমেন্ট করুন।',
  'Insufficient balance in your bKash account.': 'আপনার bKash অ্যাকাউন্টে পর্যাপ্ত ব্যালেন্স নেই।',
  'Your bKash account cannot make this payment right now. Please contact bKash (16247).':
    'আপনার bKash অ্যাকাউন্ট থেকে এই মুহূর্তে এই পেমেন্ট করা যাচ্ছে না। অনুগ্রহ করে bKash-এ যোগাযোগ করুন (১৬২৪৭)।',
  'Your bKash PIN was not accepted.': 'আপনার bKash পিন গ্রহণ করা হয়নি।',
  'The PIN is not valid.': 'পিনটি সঠিক নয়।',
  'Wrong PIN.': 'ভুল পিন।',
  'A wrong PIN was entered too many times. Please try again later.':
    'অনেকবার ভুল পিন দেওয়া হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'The time to enter your PIN ran out. Please start the payment again.':
    'পিন দেওয়ার সময় শেষ হয়ে গেছে। অনুগ্রহ করে আবার পেমেন্ট শুরু করুন।',
  'The verification code is not valid.': 'ভেরিফিকেশন কোডটি সঠিক নয়।',
  'Wrong verification code.': 'ভুল ভেরিফিকেশন কোড।',
  'A wrong verification code was entered too many times.': 'অনেকবার ভুল ভেরিফিকেশন কোড দেওয়া হয়েছে।',
  'The verification code has expired. Please start the payment again.':
    'ভেরিফিকেশন কোডের মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে আবার পেমেন্ট শুরু করুন।',
  'Too many verification codes were requested. Please try again later.':
    'অনেকবার ভেরিফিকেশন কোড চাওয়া হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'A verification code was already sent. Please use that code.':
    'একটি ভেরিফিকেশন কোড আগেই পাঠানো হয়েছে। অনুগ্রহ করে সেই কোডটি ব্যবহার করুন।',
  'This looks like a duplicate payment. Please wait a few minutes before trying again.':
    'এটি একটি ডুপ্লিকেট পেমেন্ট বলে মনে হচ্ছে। আবার চেষ্টা করার আগে অনুগ্রহ করে কয়েক মিনিট অপেক্ষা করুন।',
  'This payment cannot go ahead: it was not confirmed on bKash, or it was cancelled or has expired.':
    'এই পেমেন্টটি এগোনো যাচ্ছে না: এটি bKash-এ নিশ্চিত করা হয়নি, অথবা বাতিল হয়েছে বা মেয়াদ শেষ হয়ে গেছে।',
  'The payment was not confirmed on bKash yet.': 'পেমেন্টটি এখনো bKash-এ নিশ্চিত করা হয়নি।',
  'The payment has already been completed.': 'পেমেন্টটি আগেই সম্পন্ন হয়েছে।',
  'This payment was already processed.': 'এই পেমেন্টটি আগেই প্রক্রিয়া করা হয়েছে।',
  'The payment is not completed yet.': 'পেমেন্টটি এখনো সম্পন্ন হয়নি।',

  // V-Cards and NFC cards
  'V-Card Not Found': 'ভি-কার্ড পাওয়া যায়নি',
  'Please select a CV and provide a URL slug.':
    'অনুগ্রহ করে একটি সিভি বেছে নিন এবং একটি URL স্লাগ দিন।',
  'This URL is already taken. Please choose another.':
    'এই URL আগেই নেওয়া হয়েছে। অনুগ্রহ করে অন্য একটি বেছে নিন।',
  'This URL is reserved. Please choose another.': 'এই URL সংরক্ষিত। অনুগ্রহ করে অন্য একটি বেছে নিন।',
  'Choose a template.': 'একটি টেমপ্লেট বেছে নিন।',
  'Choose the Modern or Minimal template.': 'Modern অথবা Minimal টেমপ্লেট বেছে নিন।',
  'Please publish your V-Card first: the card opens it.':
    'অনুগ্রহ করে আগে আপনার ভি-কার্ড প্রকাশ করুন: কার্ডটি সেটিই খোলে।',
  'This card design is not available.': 'এই কার্ড ডিজাইনটি পাওয়া যাচ্ছে না।',
  // Contacts a visitor leaves on a V-Card
  'Please enter your name.': 'অনুগ্রহ করে আপনার নাম লিখুন।',
  'Please enter a phone number or an e-mail address.':
    'অনুগ্রহ করে একটি ফোন নম্বর অথবা একটি ইমেইল ঠিকানা লিখুন।',
  'Please enter a valid e-mail address.': 'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন।',
  'Please enter a valid phone number.': 'অনুগ্রহ করে একটি সঠিক ফোন নম্বর লিখুন।',
  'Please keep the note to 500 characters.': 'অনুগ্রহ করে নোটটি ৫০০ অক্ষরের মধ্যে রাখুন।',
  'Please tick the box to agree that the card’s owner keeps your details.':
    'কার্ডের মালিক আপনার তথ্য রাখবেন, এতে সম্মতি দিতে অনুগ্রহ করে বক্সে টিক দিন।',
  'This form has expired. Please reload the page and try again.':
    'ফর্মটির মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে পেজটি আবার লোড করে চেষ্টা করুন।',
  'That was very quick. Please check your details, then send them again.':
    'খুব দ্রুত পাঠানো হয়েছে। অনুগ্রহ করে আপনার তথ্য দেখে নিয়ে আবার পাঠান।',
  'This card has received many contacts today. Please try again tomorrow.':
    'এই কার্ডে আজ অনেক যোগাযোগের তথ্য এসেছে। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন।',
  'Too many contacts sent from this address.':
    'এই IP ঠিকানা থেকে অনেকবার যোগাযোগের তথ্য পাঠানো হয়েছে।',
  'Contact not found.': 'যোগাযোগটি পাওয়া যায়নি।',
  'Your details were sent.': 'আপনার তথ্য পাঠানো হয়েছে।',
  'Contact deleted.': 'যোগাযোগটি মুছে ফেলা হয়েছে।',
  'NFC order not found.': 'NFC অর্ডারটি পাওয়া যায়নি।',
  'NFC design not found.': 'NFC ডিজাইনটি পাওয়া যায়নি।',
  'This order is already paid for.': 'এই অর্ডারের মূল্য আগেই পরিশোধ করা হয়েছে।',
  'This order is not paid yet, so its status cannot change.':
    'এই অর্ডারের মূল্য এখনো পরিশোধ করা হয়নি, তাই এর অবস্থা পরিবর্তন করা যাবে না।',
  'Order status updated.': 'অর্ডারের অবস্থা আপডেট হয়েছে।',
  'Design added.': 'ডিজাইন যোগ করা হয়েছে।',
  'Design updated.': 'ডিজাইন আপডেট হয়েছে।',
  'Design deleted.': 'ডিজাইন মুছে ফেলা হয়েছে।',

  // Back office: users, staff and roles
  'User not found.': 'ব্যবহারকারীকে পাওয়া যায়নি।',
  'User deleted successfully.': 'ব্যবহারকারীকে সফলভাবে মুছে ফেলা হয়েছে।',
  'Failed to delete user. Please try again.':
    'ব্যবহারকারীকে মুছে ফেলা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'A link to choose a new password was e-mailed to the user.':
    'নতুন পাসওয়ার্ড বেছে নেওয়ার একটি লিংক ব্যবহারকারীকে ইমেইলে পাঠানো হয়েছে।',
  'Signed in as the user.': 'ব্যবহারকারী হিসেবে সাইন ইন করা হয়েছে।',
  'Unsuspend this user first: a suspended account cannot sign in.':
    'আগে এই ব্যবহারকারীর স্থগিতাদেশ তুলুন: স্থগিত অ্যাকাউন্ট দিয়ে সাইন ইন করা যায় না।',
  'Please fill all fields.': 'অনুগ্রহ করে সব ঘর পূরণ করুন।',
  'Please enter a role name.': 'অনুগ্রহ করে ভূমিকার নাম লিখুন।',
  'Staff member added. They have an e-mail to choose their password.':
    'স্টাফ সদস্য যোগ করা হয়েছে। পাসওয়ার্ড বেছে নেওয়ার জন্য তাঁকে একটি ইমেইল পাঠানো হয়েছে।',
  'Staff member updated.': 'স্টাফ সদস্যের তথ্য আপডেট হয়েছে।',
  'Staff member removed.': 'স্টাফ সদস্যকে সরিয়ে দেওয়া হয়েছে।',
  'Staff member not found.': 'স্টাফ সদস্যকে পাওয়া যায়নি।',
  'Invitation sent again.': 'আমন্ত্রণ আবার পাঠানো হয়েছে।',
  'Role added.': 'ভূমিকা যোগ করা হয়েছে।',
  'Role updated.': 'ভূমিকা আপডেট হয়েছে।',
  'Role deleted.': 'ভূমিকা মুছে ফেলা হয়েছে।',
  'Role deleted. Its staff member moves to the Support role.':
    'ভূমিকা মুছে ফেলা হয়েছে। এর স্টাফ সদস্যকে সাপোর্ট ভূমিকায় সরানো হয়েছে।',
  'Role not found.': 'ভূমিকাটি পাওয়া যায়নি।',
  'A role with this name exists already.': 'এই নামে একটি ভূমিকা আগে থেকেই আছে।',
  'The back office needs at least one Super Admin.': 'ব্যাক অফিসে অন্তত একজন সুপার অ্যাডমিন থাকতে হবে।',
  'You cannot change your own role.': 'আপনি নিজের ভূমিকা পরিবর্তন করতে পারবেন না।',
  'You cannot remove your own account.': 'আপনি নিজের অ্যাকাউন্ট সরিয়ে দিতে পারবেন না।',
  'You cannot change the permissions of your own role.':
    'আপনি নিজের ভূমিকার অনুমতি পরিবর্তন করতে পারবেন না।',
  'The Super Admin role holds every permission and cannot be changed.':
    'সুপার অ্যাডমিন ভূমিকায় সব অনুমতি থাকে এবং এটি পরিবর্তন করা যায় না।',
  'The Super Admin role cannot be deleted.': 'সুপার অ্যাডমিন ভূমিকাটি মুছে ফেলা যাবে না।',
  'The staff of deleted roles move to this role, so it cannot be deleted.':
    'মুছে ফেলা ভূমিকার স্টাফরা এই ভূমিকায় চলে আসেন, তাই এটি মুছে ফেলা যাবে না।',
  'That is not a permission of the back office.': 'এটি ব্যাক অফিসের কোনো অনুমতি নয়।',
  'This password is one of the most common ones, which attackers try first. Choose another one: a few unrelated words make a strong password.':
    'এটি সবচেয়ে প্রচলিত পাসওয়ার্ডগুলোর একটি, যা আক্রমণকারীরা সবার আগে চেষ্টা করে। অন্য একটি বেছে নিন: পরস্পর সম্পর্কহীন কয়েকটি শব্দ দিয়ে শক্ত পাসওয়ার্ড হয়।',
  'This password is a simple pattern (a repeated character, a run such as 12345678 or keys side by side), which attackers try first. Choose another one: a few unrelated words make a strong password.':
    'এই পাসওয়ার্ডটি একটি সহজ নকশা (একই অক্ষর বারবার, 12345678-এর মতো ক্রম বা কিবোর্ডে পাশাপাশি কী), যা আক্রমণকারীরা সবার আগে চেষ্টা করে। অন্য একটি বেছে নিন: পরস্পর সম্পর্কহীন কয়েকটি শব্দ দিয়ে শক্ত পাসওয়ার্ড হয়।',
  'This password is mostly your name or e-mail address, which attackers try first. Choose another one: a few unrelated words make a strong password.':
    'এই পাসওয়ার্ডের বেশির ভাগই আপনার নাম বা ইমেইল ঠিকানা, যা আক্রমণকারীরা সবার আগে চেষ্টা করে। অন্য একটি বেছে নিন: পরস্পর সম্পর্কহীন কয়েকটি শব্দ দিয়ে শক্ত পাসওয়ার্ড হয়।',
  'This password is too easy to guess. Choose another one: a few unrelated words make a strong password.':
    'এই পাসওয়ার্ডটি সহজেই অনুমান করা যায়। অন্য একটি বেছে নিন: পরস্পর সম্পর্কহীন কয়েকটি শব্দ দিয়ে শক্ত পাসওয়ার্ড হয়।',
  'Only a Super Admin can change where e-mail goes: it carries the links that open every account.':
    'ইমেইল কোথা দিয়ে যাবে তা শুধু একজন সুপার অ্যাডমিন বদলাতে পারেন: এতে সব অ্যাকাউন্ট খোলার লিংক থাকে।',
  'You cannot give permissions that you do not hold yourself.':
    'আপনার নিজের নেই এমন অনুমতি আপনি অন্যকে দিতে পারবেন না।',
  'Only a Super Admin can give the Super Admin role.':
    'শুধু একজন সুপার অ্যাডমিনই সুপার অ্যাডমিন ভূমিকা দিতে পারেন।',
  "Only a Super Admin can change a Super Admin's account.":
    'শুধু একজন সুপার অ্যাডমিনই কোনো সুপার অ্যাডমিনের অ্যাকাউন্ট পরিবর্তন করতে পারেন।',
  'You cannot change a staff member who holds permissions that you do not hold.':
    'আপনার নেই এমন অনুমতি যে স্টাফ সদস্যের আছে, তাঁর তথ্য আপনি পরিবর্তন করতে পারবেন না।',
  'You cannot change a role that holds permissions that you do not hold.':
    'আপনার নেই এমন অনুমতি যে ভূমিকায় আছে, সেটি আপনি পরিবর্তন করতে পারবেন না।',
  'The permissions must be a list.': 'অনুমতিগুলো একটি তালিকা হতে হবে।',

  // Back office: packages, templates, pages, blog, settings, logs
  'Please fill all fields correctly.': 'অনুগ্রহ করে সব ঘর সঠিকভাবে পূরণ করুন।',
  'Package created.': 'প্যাকেজ তৈরি হয়েছে।',
  'Package updated.': 'প্যাকেজ আপডেট হয়েছে।',
  'Package deleted.': 'প্যাকেজ মুছে ফেলা হয়েছে।',
  'Package not found.': 'প্যাকেজটি পাওয়া যায়নি।',
  'Checkout charges this package, so it cannot be deleted. Make it Inactive to stop selling it.':
    'চেকআউটে এই প্যাকেজের মূল্য নেওয়া হয়, তাই এটি মুছে ফেলা যাবে না। বিক্রি বন্ধ করতে এটিকে নিষ্ক্রিয় করুন।',
  'The status must be Active or Inactive.': 'অবস্থা সক্রিয় (Active) অথবা নিষ্ক্রিয় (Inactive) হতে হবে।',
  'The price must not be negative.': 'মূল্য ঋণাত্মক হতে পারবে না।',
  'The price can have at most two decimals.': 'মূল্যে দশমিকের পর সর্বোচ্চ দুই ঘর থাকতে পারে।',
  'Please fill all required fields.': 'অনুগ্রহ করে সব আবশ্যক ঘর পূরণ করুন।',
  'Please upload the template JSON file.': 'অনুগ্রহ করে টেমপ্লেট JSON ফাইলটি আপলোড করুন।',
  'Template saved successfully.': 'টেমপ্লেট সফলভাবে সংরক্ষিত হয়েছে।',
  'Template deleted successfully.': 'টেমপ্লেট সফলভাবে মুছে ফেলা হয়েছে।',
  'Template created.': 'টেমপ্লেট তৈরি হয়েছে।',
  'Template updated.': 'টেমপ্লেট আপডেট হয়েছে।',
  'Template deleted.': 'টেমপ্লেট মুছে ফেলা হয়েছে।',
  'Template enabled.': 'টেমপ্লেট চালু করা হয়েছে।',
  'Template disabled.': 'টেমপ্লেট বন্ধ করা হয়েছে।',
  'Template not found': 'টেমপ্লেট পাওয়া যায়নি',
  'Template not found.': 'টেমপ্লেটটি পাওয়া যায়নি।',
  'V-Card template not found.': 'ভি-কার্ড টেমপ্লেটটি পাওয়া যায়নি।',
  'This is a built-in template: it can be enabled or disabled, not edited or deleted.':
    'এটি একটি বিল্ট-ইন টেমপ্লেট: এটি চালু বা বন্ধ করা যায়, কিন্তু সম্পাদনা বা মুছে ফেলা যায় না।',
  'The default template cannot be disabled: new and imported CVs start in it.':
    'ডিফল্ট টেমপ্লেট বন্ধ করা যাবে না: নতুন ও ইমপোর্ট করা সিভি এটি দিয়েই শুরু হয়।',
  'Modern and Minimal are built in and cannot be deleted. Disable one to hide it from users.':
    'Modern ও Minimal বিল্ট-ইন টেমপ্লেট, তাই মুছে ফেলা যাবে না। ব্যবহারকারীদের কাছ থেকে লুকাতে এটি বন্ধ করুন।',
  'At least one V-Card template must stay Enabled, so users have one to choose.':
    'অন্তত একটি ভি-কার্ড টেমপ্লেট চালু রাখতে হবে, যাতে ব্যবহারকারীরা একটি বেছে নিতে পারেন।',
  'This template is not available. Please choose another.':
    'এই টেমপ্লেটটি পাওয়া যাচ্ছে না। অনুগ্রহ করে অন্য একটি বেছে নিন।',
  'The status must be Enabled or Disabled.': 'অবস্থা চালু (Enabled) অথবা বন্ধ (Disabled) হতে হবে।',
  'The JSON file must not be larger than 1 MB.': 'JSON ফাইলটি ১ MB-এর বেশি বড় হতে পারবে না।',
  'The file is not in the expected form.': 'ফাইলটি প্রত্যাশিত আকারে নেই।',
  'The thumbnail URL must be a web address such as https://example.com/picture.png.':
    'থাম্বনেইল URL একটি ওয়েব ঠিকানা হতে হবে, যেমন https://example.com/picture.png।',
  'The thumbnail must be a web address (https://…) or a path of this site (/…).':
    'থাম্বনেইল একটি ওয়েব ঠিকানা (https://…) অথবা এই সাইটের একটি পাথ (/…) হতে হবে।',
  'The thumbnail must be a web address (https://…) or a path on this site.':
    'থাম্বনেইল একটি ওয়েব ঠিকানা (https://…) অথবা এই সাইটের একটি পাথ হতে হবে।',
  'A V-Card template must be a JSON object with a name and colours.':
    'ভি-কার্ড টেমপ্লেট অবশ্যই নাম ও রংসহ একটি JSON অবজেক্ট হতে হবে।',
  'The template is not a V-Card look.': 'টেমপ্লেটটি ভি-কার্ডের কোনো ডিজাইন নয়।',
  'Must be a colour written as #RRGGBB, for example #0b4535.':
    'রংটি #RRGGBB আকারে লিখতে হবে, যেমন #0b4535।',
  'Must be true or false.': 'true অথবা false হতে হবে।',
  'Must be text.': 'লেখা (টেক্সট) হতে হবে।',
  'Must be a CSS colour.': 'একটি CSS রং হতে হবে।',
  'Must be a size such as 10.5 or "10.5pt".': 'মাপটি 10.5 বা "10.5pt"-এর মতো হতে হবে।',
  'Must be a size such as 0.75 or "0.75in".': 'মাপটি 0.75 বা "0.75in"-এর মতো হতে হবে।',
  'Title and content are required.': 'শিরোনাম ও বিষয়বস্তু দেওয়া আবশ্যক।',
  'Page created.': 'পেজ তৈরি হয়েছে।',
  'Page updated.': 'পেজ আপডেট হয়েছে।',
  'Page deleted.': 'পেজ মুছে ফেলা হয়েছে।',
  'Page not found.': 'পেজটি পাওয়া যায়নি।',
  'Another page already uses this slug. Choose another one.':
    'অন্য একটি পেজ এই স্লাগটি ব্যবহার করছে। অন্য একটি বেছে নিন।',
  'The slug needs at least one English letter or digit: type one, or give the title some.':
    'স্লাগে অন্তত একটি ইংরেজি অক্ষর বা অঙ্ক থাকতে হবে: একটি লিখুন, অথবা শিরোনামে কিছু ইংরেজি অক্ষর দিন।',
  'This slug belongs to the blog (/p/blog). Choose another one.':
    'এই স্লাগটি ব্লগের জন্য নির্ধারিত (/p/blog)। অন্য একটি বেছে নিন।',
  'A Bangla version needs both its title and its content. Leave both blank for none.':
    'বাংলা সংস্করণে শিরোনাম ও বিষয়বস্তু দুটোই লাগবে। বাংলা সংস্করণ না চাইলে দুটোই খালি রাখুন।',
  'The content has nothing a reader would see once scripts, styles and forms are removed.':
    'স্ক্রিপ্ট, স্টাইল ও ফর্ম সরানোর পর বিষয়বস্তুতে পাঠকের দেখার মতো কিছুই থাকে না।',
  'The status must be Draft or Published.': 'অবস্থা খসড়া (Draft) অথবা প্রকাশিত (Published) হতে হবে।',
  'Post saved.': 'পোস্ট সংরক্ষিত হয়েছে।',
  'Post updated.': 'পোস্ট আপডেট হয়েছে।',
  'Post deleted.': 'পোস্ট মুছে ফেলা হয়েছে।',
  'Post not found.': 'পোস্টটি পাওয়া যায়নি।',
  'Category saved.': 'বিভাগ সংরক্ষিত হয়েছে।',
  'Category updated.': 'বিভাগ আপডেট হয়েছে।',
  'Category deleted.': 'বিভাগ মুছে ফেলা হয়েছে।',
  'Category not found.': 'বিভাগটি পাওয়া যায়নি।',
  'Please enter a category name.': 'অনুগ্রহ করে বিভাগের নাম লিখুন।',
  'The category must be a category id.': 'বিভাগটি একটি বিভাগের আইডি হতে হবে।',
  "The 'Uncategorized' category cannot be deleted.":
    "'অশ্রেণিভুক্ত' (Uncategorized) বিভাগটি মুছে ফেলা যাবে না।",
  'Another post already uses this slug. Please choose another.':
    'অন্য একটি পোস্ট এই স্লাগটি ব্যবহার করছে। অনুগ্রহ করে অন্য একটি বেছে নিন।',
  'Another category already uses this slug. Please choose another.':
    'অন্য একটি বিভাগ এই স্লাগটি ব্যবহার করছে। অনুগ্রহ করে অন্য একটি বেছে নিন।',
  'The slug needs at least one English letter or digit.':
    'স্লাগে অন্তত একটি ইংরেজি অক্ষর বা অঙ্ক থাকতে হবে।',
  'The featured image must be an https:// address or an uploaded image.':
    'প্রধান ছবিটি একটি https:// ঠিকানা অথবা আপলোড করা ছবি হতে হবে।',
  'Settings saved.': 'সেটিংস সংরক্ষিত হয়েছে।',
  'Please enter a colour as #RRGGBB, for example #0f5c45.':
    'অনুগ্রহ করে রংটি #RRGGBB আকারে লিখুন, যেমন #0f5c45।',
  'The logo must be a PNG image.': 'লোগো একটি PNG ছবি হতে হবে।',
  'The favicon must be an ICO or PNG image.': 'ফেভিকন একটি ICO বা PNG ছবি হতে হবে।',
  'The base URL must be a web address.': 'বেস URL একটি ওয়েব ঠিকানা হতে হবে।',
  'The endpoint must be a web address.': 'এন্ডপয়েন্ট একটি ওয়েব ঠিকানা হতে হবে।',
  'The template must contain {otp_code}.': 'টেমপ্লেটে অবশ্যই {otp_code} থাকতে হবে।',
  'Logs cleared successfully.': 'লগ সফলভাবে মুছে ফেলা হয়েছে।',
  'The level must be warn, error or fatal.': 'লেভেল warn, error অথবা fatal হতে হবে।',
  'The action must be an area such as "package" or an action.':
    'কাজটি "package"-এর মতো একটি অংশ অথবা একটি নির্দিষ্ট কাজ হতে হবে।',
  'The to date must be on or after the from date.':
    'শেষের তারিখ শুরুর তারিখের দিন বা তার পরে হতে হবে।',
  'The page is too far.': 'এত দূরের পৃষ্ঠা নেই।',

  // Generic answers
  'Not Found': 'পাওয়া যায়নি',
  'Server Error': 'সার্ভারে সমস্যা হয়েছে',
  'The given data was invalid.': 'দেওয়া তথ্য সঠিক নয়।',
  'The value is invalid.': 'মানটি সঠিক নয়।',
  'The request holds a NUL character, which no text may hold.':
    'অনুরোধে একটি NUL অক্ষর আছে, যা কোনো লেখায় থাকতে পারে না।',
  'The JSON is nested too deeply.': 'JSON-এর স্তর অনেক বেশি গভীর।',
  // Fastify's own answers to a malformed request.
  'Request body is too large': 'অনুরোধের বডি অনেক বড়।',
  'Unsupported Media Type': 'এই ধরনের কনটেন্ট গ্রহণ করা হয় না।',
  Unauthorized: 'অনুমোদিত নয়।',
  // zod's default messages, for calls the app's forms never make.
  'Invalid input': 'ইনপুট সঠিক নয়।',
  'Invalid input: more than one option matched': 'ইনপুট সঠিক নয়: একাধিক বিকল্প মিলে গেছে।',
};

/** The field names the messages say ("password confirmation", "post id"), in Bangla. */
const labels: Record<string, string> = {
  name: 'নাম',
  email: 'ইমেইল',
  password: 'পাসওয়ার্ড',
  'password confirmation': 'পাসওয়ার্ড নিশ্চিতকরণ',
  'current password': 'বর্তমান পাসওয়ার্ড',
  'new password': 'নতুন পাসওয়ার্ড',
  'new password confirmation': 'নতুন পাসওয়ার্ড নিশ্চিতকরণ',
  phone: 'ফোন নম্বর',
  title: 'শিরোনাম',
  'full name': 'পূর্ণ নাম',
  'address line 1': 'ঠিকানার প্রথম লাইন',
  city: 'শহর',
  'postal code': 'পোস্ট কোড',
  version: 'সংস্করণ',
  template: 'টেমপ্লেট',
  'template JSON': 'টেমপ্লেট JSON',
  role: 'ভূমিকা',
  'role name': 'ভূমিকার নাম',
  'user id': 'ব্যবহারকারী আইডি',
  'staff id': 'স্টাফ আইডি',
  'role id': 'ভূমিকার আইডি',
  'session id': 'সেশন আইডি',
  'package id': 'প্যাকেজ আইডি',
  'page id': 'পেজ আইডি',
  'post id': 'পোস্ট আইডি',
  'category id': 'বিভাগের আইডি',
  'template id': 'টেমপ্লেট আইডি',
  actor: 'স্টাফ সদস্যের আইডি',
  action: 'কাজ',
  limit: 'সীমা',
  page: 'পৃষ্ঠা',
  search: 'খোঁজার লেখা',
  slug: 'স্লাগ',
  content: 'বিষয়বস্তু',
  description: 'বিবরণ',
  category: 'বিভাগ',
  price: 'মূল্য',
  'focus keyword': 'ফোকাস কীওয়ার্ড',
  'SEO title': 'SEO শিরোনাম',
  'meta description': 'মেটা বিবরণ',
  'Bangla title': 'বাংলা শিরোনাম',
  'Bangla content': 'বাংলা বিষয়বস্তু',
  'Bangla SEO title': 'বাংলা SEO শিরোনাম',
  'Bangla meta description': 'বাংলা মেটা বিবরণ',
  'Bangla name': 'বাংলা নাম',
  'Bangla description': 'বাংলা বিবরণ',
  'featured image address': 'প্রধান ছবির ঠিকানা',
  thumbnail: 'থাম্বনেইল',
  'thumbnail URL': 'থাম্বনেইল URL',
  'thumbnail address': 'থাম্বনেইলের ঠিকানা',
  // The activity log's date range: "The from date …".
  from: 'শুরুর',
  to: 'শেষের',
  // A V-Card look's colours, named in its contrast message.
  'page background': 'পেজের পটভূমি',
  card: 'কার্ড',
  text: 'লেখা',
  'muted text': 'হালকা লেখা',
  accent: 'অ্যাকসেন্ট রং',
  'text on the accent': 'অ্যাকসেন্টের ওপরের লেখা',
  // An uploaded JSON file's problem (json-problem.ts): what is wrong, and what a value is.
  'the file': 'ফাইলটি',
  'an object': 'একটি অবজেক্ট',
  'a list': 'একটি তালিকা',
  'a number': 'একটি সংখ্যা',
  'true or false': 'true অথবা false',
};

/**
 * Messages with values in them, English then Bangla. A `{hole}` in the English matches the value;
 * the Bangla says it by name. What a hole holds follows its name: `field`, `front` and `back` are
 * field labels (add `Of` in the Bangla for the genitive: `{fieldOf}` is "নামের"); `n`, `min`,
 * `max`, `ratio` and `least` are numbers, written with Bengali digits; `message` is a message of
 * its own, translated too, and so is `storage`, a storage's name (`the S3 bucket "x" at …`); any
 * other hole keeps its text (codes, e-mails, lists, examples).
 * The first pattern that matches wins, so the more specific come first.
 */
const patterns: Array<[english: string, bangla: string]> = [
  // Laravel's field rules (validation.ts `messages`) and their siblings in the schemas.
  ['The {field} field is required.', '{fieldOf} ঘরটি পূরণ করা আবশ্যক।'],
  ['The {field} field must be a string.', '{fieldOf} ঘরে লেখা (টেক্সট) দিতে হবে।'],
  ['The {field} field must be a valid email address.', '{fieldOf} ঘরে একটি সঠিক ইমেইল ঠিকানা দিন।'],
  ['The {field} field must be at least {n} characters.', '{field} কমপক্ষে {n} অক্ষরের হতে হবে।'],
  [
    'The {field} field must not be greater than {n} characters.',
    '{field} {n} অক্ষরের বেশি হতে পারবে না।',
  ],
  ['The {field} confirmation does not match.', '{fieldOf} নিশ্চিতকরণ মেলেনি।'],
  ['The {field} has already been taken.', 'এই {field} আগেই ব্যবহার করা হয়েছে।'],
  ['The {field} is required.', '{field} দেওয়া আবশ্যক।'],
  ['The {field} must be text.', '{field} লেখা (টেক্সট) হতে হবে।'],
  ['The {field} must be a number.', '{field} একটি সংখ্যা হতে হবে।'],
  ['The {field} must be a whole number.', '{field} একটি পূর্ণসংখ্যা হতে হবে।'],
  ['The {field} is too large.', '{field} অনেক বড়।'],
  ['The {field} must be at most {n} characters.', '{field} সর্বোচ্চ {n} অক্ষরের হতে পারবে।'],
  ['The {field} must be at most {n}.', '{field} সর্বোচ্চ {n} হতে পারবে।'],
  ['The {field} must be {n} or more.', '{field} কমপক্ষে {n} হতে হবে।'],
  ['The {field} date must be a date like 2026-05-31.', '{field} তারিখটি 2026-05-31 ধরনে লিখুন।'],
  ['The {field} date is not a day of the calendar.', '{field} তারিখটি ক্যালেন্ডারে নেই।'],
  ['The status must be one of: {list}.', 'অবস্থা এগুলোর একটি হতে হবে: {list}।'],
  ['The reason must be one of: {list}.', 'কারণটি এগুলোর একটি হতে হবে: {list}।'],
  ['Must be at most {n} characters.', 'সর্বোচ্চ {n} অক্ষর হতে পারবে।'],
  ['At most {n} entries.', 'সর্বোচ্চ {n}টি এন্ট্রি রাখা যায়।'],
  ['Must be one of {list}.', 'এগুলোর একটি হতে হবে: {list}।'],
  ['Must be a size such as {example}.', 'মাপটি {example}-এর মতো হতে হবে।'],
  ['Unknown field: {list}.', 'অজানা ঘর: {list}।'],
  ['Give the colours as an object with {list}.', 'রংগুলো {list} সহ একটি অবজেক্ট হিসেবে দিন।'],
  [
    'Give "show" as an object of true or false for {list}.',
    '"show" একটি অবজেক্ট হিসেবে দিন, যেখানে {list}-এর প্রতিটির মান true অথবা false।',
  ],
  [
    'The {front} ({frontColour}) reads at {ratio}:1 on the {back} ({backColour}); at least {least}:1 is needed.',
    '{front} ({frontColour}) {backOf} ({backColour}) ওপর মাত্র {ratio}:১ কনট্রাস্টে পড়া যায়; কমপক্ষে {least}:১ দরকার।',
  ],
  [
    'Please choose a darker colour: white text on it reads at {ratio}:1, and at least {least}:1 is needed.',
    'অনুগ্রহ করে আরও গাঢ় একটি রং বেছে নিন: এর ওপর সাদা লেখার কনট্রাস্ট {ratio}:১, কিন্তু কমপক্ষে {least}:১ দরকার।',
  ],
  ['The JSON file must be at most {n} KB.', 'JSON ফাইলটি সর্বোচ্চ {n} KB হতে পারবে।'],
  [
    'This file is JSON but not a CV layout: {message}',
    'ফাইলটি JSON, কিন্তু সিভি লেআউট নয়: {message}',
  ],
  ['The URL slug must be {min} to {max} characters.', 'URL স্লাগ {min} থেকে {max} অক্ষরের হতে হবে।'],
  ['The sort must be one of: {list}.', 'সাজানোর ক্রম এগুলোর একটি হতে হবে: {list}।'],
  ['The action must be one of: {list}.', 'কাজটি এগুলোর একটি হতে হবে: {list}।'],
  ['At most {n} rows at once.', 'একবারে সর্বোচ্চ {n}টি সারি।'],
  [
    'At most {n} saved views per list: delete one first.',
    'প্রতি তালিকায় সর্বোচ্চ {n}টি সংরক্ষিত ভিউ রাখা যায়: আগে একটি মুছুন।',
  ],
  ['The screen must be one of: {list}.', 'তালিকাটি এগুলোর একটি হতে হবে: {list}।'],
  // A bulk action's summary (bulk.ts).
  ['Done for {n} of {max}.', 'মোট {max}টির মধ্যে {n}টিতে করা হয়েছে।'],
  // summariseErrors: the first message, then how many more.
  ['{message} (and {n} more error)', '{message} (এবং আরও {n}টি ত্রুটি)'],
  ['{message} (and {n} more errors)', '{message} (এবং আরও {n}টি ত্রুটি)'],
  // A rate limit's reason, then the wait (rate-limiter.ts `tooMany`).
  [
    '{message} Please try again in {n} minute.',
    '{message} অনুগ্রহ করে {n} মিনিট পরে আবার চেষ্টা করুন।',
  ],
  [
    '{message} Please try again in {n} minutes.',
    '{message} অনুগ্রহ করে {n} মিনিট পরে আবার চেষ্টা করুন।',
  ],
  [
    'Please wait {n} seconds before asking for another code.',
    'আরেকটি কোড চাওয়ার আগে অনুগ্রহ করে {n} সেকেন্ড অপেক্ষা করুন।',
  ],
  [
    'The file is too large. Please upload a file of at most {n} MB.',
    'ফাইলটি অনেক বড়। অনুগ্রহ করে সর্বোচ্চ {n} MB-এর একটি ফাইল আপলোড করুন।',
  ],
  [
    'The photo is too large. Please upload an image of at most {n} MB.',
    'ছবিটি অনেক বড়। অনুগ্রহ করে সর্বোচ্চ {n} MB-এর একটি ছবি আপলোড করুন।',
  ],
  [
    "{host} is on a private network or this machine: CareerCard calls only public addresses. To allow it, the server's operator sets OUTBOUND_ALLOW_PRIVATE=true.",
    '{host} একটি প্রাইভেট নেটওয়ার্কে বা এই মেশিনেই আছে: CareerCard শুধু পাবলিক ঠিকানায় সংযোগ করে। অনুমতি দিতে হলে সার্ভারের পরিচালক OUTBOUND_ALLOW_PRIVATE=true দেন।',
  ],
  [
    'This server does not answer to the address {host}. Its operator lists the addresses it is reached at in PUBLIC_URL or ALLOWED_HOSTS.',
    'এই সার্ভার {host} ঠিকানার অনুরোধের উত্তর দেয় না। এটি যে ঠিকানাগুলোতে চলে, সেগুলো এর পরিচালক PUBLIC_URL বা ALLOWED_HOSTS-এ লিখে দেন।',
  ],
  [
    'Staff member updated. Their e-mail address changes once the link we sent to {email} is opened; until then they sign in with the old one, which we have told of the change.',
    'স্টাফ সদস্যের তথ্য আপডেট হয়েছে। {email} ঠিকানায় পাঠানো লিংকটি খোলা হলে তাঁর ইমেইল ঠিকানা পরিবর্তন হবে; ততক্ষণ তিনি পুরোনো ঠিকানা দিয়েই সাইন ইন করবেন, এবং সেই ঠিকানায় পরিবর্তনের খবর জানানো হয়েছে।',
  ],
  [
    '{message} We have sent a confirmation link to {email}. Your e-mail address changes when you open it.',
    '{message} আমরা {email} ঠিকানায় একটি নিশ্চিতকরণ লিংক পাঠিয়েছি। লিংকটি খুললেই আপনার ইমেইল ঠিকানা পরিবর্তন হবে।',
  ],
  [
    'Your NFC card order is on its way ({codes}). You can delete your account once it has been handed to the courier.',
    'আপনার NFC কার্ডের অর্ডার পথে আছে ({codes})। এটি কুরিয়ারে হস্তান্তর হওয়ার পর আপনি অ্যাকাউন্ট মুছে ফেলতে পারবেন।',
  ],
  [
    'This user has an NFC card order on its way ({codes}). Hand it to the courier before deleting the account.',
    'এই ব্যবহারকারীর একটি NFC কার্ডের অর্ডার পথে আছে ({codes})। অ্যাকাউন্ট মুছে ফেলার আগে এটি কুরিয়ারে হস্তান্তর করুন।',
  ],
  [
    'Role deleted. Its {n} staff members move to the Support role.',
    'ভূমিকা মুছে ফেলা হয়েছে। এর {n} জন স্টাফ সদস্যকে সাপোর্ট ভূমিকায় সরানো হয়েছে।',
  ],
  // Storage settings refused on save (infra/storage/probe.ts): the step, the storage, and why.
  ['These settings were not saved. {message}', 'এই সেটিংস সংরক্ষণ করা হয়নি। {message}'],
  [
    'Writing a test file to {storage} failed: {message}.',
    '{storage}-এ পরীক্ষামূলক ফাইল লেখা যায়নি: {message}।',
  ],
  [
    'Reading the test file back from {storage} failed: {message}.',
    '{storage} থেকে পরীক্ষামূলক ফাইলটি ফেরত পড়া যায়নি: {message}।',
  ],
  [
    'Deleting the test file from {storage} failed: {message}.',
    '{storage} থেকে পরীক্ষামূলক ফাইলটি মোছা যায়নি: {message}।',
  ],
  [
    '{storage} works: a test file was written, read back and deleted in {duration}.',
    '{storage} কাজ করছে: একটি পরীক্ষামূলক ফাইল {duration}-এ লেখা, ফেরত পড়া ও মোছা হয়েছে।',
  ],
  [
    'the S3 bucket "{bucket}" set in the server environment',
    'সার্ভার এনভায়রনমেন্টে নির্ধারিত S3 বাকেট "{bucket}"',
  ],
  ['the S3 bucket "{bucket}" at {endpoint}', '{endpoint}-এর S3 বাকেট "{bucket}"'],
  ['the S3 bucket "{bucket}" in {region}', '{region} রিজিয়নের S3 বাকেট "{bucket}"'],
  ['it could not be reached ({detail})', 'সেখানে পৌঁছানো যায়নি ({detail})'],
  ['it did not answer in time ({detail})', 'সেটি সময়মতো উত্তর দেয়নি ({detail})'],
  [
    'the access key or secret key was refused ({detail})',
    'অ্যাক্সেস কী বা সিক্রেট কী গ্রহণ করা হয়নি ({detail})',
  ],
  ['it answered HTTP {code} ({detail})', 'সেটি HTTP {code} উত্তর দিয়েছে ({detail})'],
  ['no answer within {duration}', '{duration}-এর মধ্যে কোনো উত্তর আসেনি'],
  // Fastify's own answers to a malformed request.
  [
    "Body is not valid JSON but content-type is set to '{type}'",
    "অনুরোধের বডি সঠিক JSON নয়, অথচ content-type '{type}'।",
  ],
  ['Unsupported Media Type: {type}', 'এই ধরনের কনটেন্ট গ্রহণ করা হয় না: {type}।'],
  // zod's default messages (zod/v4/locales/en), for calls the app's forms never make. Type
  // names, keys and options stay as the API spells them.
  [
    'Invalid input: expected {expected}, received {received}',
    'ইনপুট সঠিক নয়: {expected} দরকার, এসেছে {received}।',
  ],
  ['Invalid input: expected {expected}', 'ইনপুট সঠিক নয়: {expected} দরকার।'],
  ['Invalid option: expected one of {list}', 'বিকল্পটি সঠিক নয়: এগুলোর একটি হতে হবে: {list}।'],
  ['Too big: expected string to have <={n} characters', 'অনেক বড়: সর্বোচ্চ {n} অক্ষর হতে পারবে।'],
  ['Too big: expected array to have <={n} items', 'অনেক বেশি: সর্বোচ্চ {n}টি রাখা যায়।'],
  ['Too big: expected number to be <={n}', 'অনেক বড়: সর্বোচ্চ {n} হতে পারবে।'],
  ['Too big: expected number to be <{n}', 'অনেক বড়: {n}-এর কম হতে হবে।'],
  ['Too small: expected string to have >={n} characters', 'অনেক ছোট: কমপক্ষে {n} অক্ষর দরকার।'],
  ['Too small: expected array to have >={n} items', 'অনেক কম: কমপক্ষে {n}টি দরকার।'],
  ['Too small: expected number to be >={n}', 'অনেক ছোট: কমপক্ষে {n} হতে হবে।'],
  ['Too small: expected number to be >{n}', 'অনেক ছোট: {n}-এর বেশি হতে হবে।'],
  ['Too big: {detail}', 'মানটি অনেক বড় ({detail})।'],
  ['Too small: {detail}', 'মানটি অনেক ছোট ({detail})।'],
  ['Unrecognized key: {keys}', 'অজানা ঘর: {keys}।'],
  ['Unrecognized keys: {keys}', 'অজানা ঘর: {keys}।'],
  [
    'bKash could not process the payment (error {code}). Please try again later.',
    'bKash পেমেন্টটি প্রক্রিয়া করতে পারেনি (ত্রুটি {code})। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  ],
  // An uploaded JSON file's problem (json-problem.ts), last so that no other message is read as
  // one. `subject` is a field's path in quotes, or "the file"; `kind` and `found` a value's type.
  ['{subject} is missing; it should be {kind}.', '{subject} নেই; এটি {kind} হওয়া উচিত।'],
  ['{subject} should be {kind}, not {found}.', '{subject} {found} নয়, {kind} হওয়া উচিত।'],
  ['{subject} needs at least one entry.', '{subjectOf} কমপক্ষে একটি এন্ট্রি দরকার।'],
  ['{subject} needs at least {n} entries.', '{subjectOf} কমপক্ষে {n}টি এন্ট্রি দরকার।'],
  ['{subject} may have at most {n} entries.', '{subjectOf} সর্বোচ্চ {n}টি এন্ট্রি থাকতে পারে।'],
  ['{subject} must be at least {n} characters.', '{subject} কমপক্ষে {n} অক্ষরের হতে হবে।'],
  ['{subject} must be at most {n} characters.', '{subject} সর্বোচ্চ {n} অক্ষরের হতে পারে।'],
  ['{subject} must be at least {n}.', '{subject} কমপক্ষে {n} হতে হবে।'],
  ['{subject} must be more than {n}.', '{subject} {n}-এর বেশি হতে হবে।'],
  ['{subject} must be at most {n}.', '{subject} সর্বোচ্চ {n} হতে পারে।'],
  ['{subject} must be less than {n}.', '{subject} {n}-এর কম হতে হবে।'],
  ['{subject} must be one of {list}.', '{subject} এগুলোর একটি হতে হবে: {list}।'],
  ['"{where}": {message}', '"{where}": {message}'],
];

// A JSON file's problem says its `subject`, and a value's `kind` and what it `found`, as labels.
const labelHoles = new Set(['field', 'front', 'back', 'subject', 'kind', 'found']);
const numberHoles = new Set(['n', 'min', 'max', 'ratio', 'least']);

interface Pattern {
  regex: RegExp;
  holes: string[];
  bangla: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled: Pattern[] = patterns.map(([english, bangla]) => {
  const holes: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const hole = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!hole) return escapeRegex(part);
      holes.push(hole);
      return numberHoles.has(hole) ? '(\\d[\\d,]*(?:\\.\\d+)?)' : '(.+?)';
    })
    .join('');
  return { regex: new RegExp(`^${source}$`, 's'), holes, bangla };
});

const wholeNumber = new Intl.NumberFormat(intlLocale.bn);

/** 2048 becomes ২,০৪৮ (Bangladesh's grouping); 4.5 keeps its decimals as written: ৪.৫. */
function banglaNumber(value: string): string {
  return /^\d[\d,]*$/.test(value)
    ? wholeNumber.format(Number(value.replaceAll(',', '')))
    : toBengaliDigits(value);
}

const between = (code: number, from: number, to: number) => code >= from && code <= to;

/** "নাম" becomes "নামের", "ভূমিকা" "ভূমিকার"; an English label keeps its word: "foo-এর". */
function genitive(word: string): string {
  const last = word.charCodeAt(word.length - 1);
  // A vowel, or a consonant carrying a vowel sign (া ি ী ু ূ ৃ ে ৈ ো ৌ), takes র.
  if (between(last, 0x0985, 0x0994) || between(last, 0x09be, 0x09cc)) return `${word}র`;
  if (between(last, 0x0995, 0x09b9) || last === 0x09ce || between(last, 0x09dc, 0x09df)) {
    return `${word}ের`;
  }
  return `${word}-এর`;
}

function fromPattern({ regex, holes, bangla }: Pattern, text: string): string | undefined {
  const match = regex.exec(text);
  if (!match) return undefined;
  const values = new Map(holes.map((hole, index) => [hole, match[index + 1] ?? '']));
  return bangla.replace(/\{(\w+)\}/g, (_, name: string) => {
    const of = name.endsWith('Of') && labelHoles.has(name.slice(0, -2));
    const hole = of ? name.slice(0, -2) : name;
    const value = values.get(hole) ?? '';
    if (labelHoles.has(hole)) {
      const label = labels[value] ?? value;
      return of ? genitive(label) : label;
    }
    if (numberHoles.has(hole)) return banglaNumber(value);
    if (hole === 'message' || hole === 'storage') return toBangla(value) ?? value;
    return value;
  });
}

function toBangla(text: string): string | undefined {
  const known = exact[text];
  if (known) return known;
  for (const pattern of compiled) {
    const said = fromPattern(pattern, text);
    if (said) return said;
  }
  // "colors.text: <message>": a problem named by where it is; the path stays as it is.
  const problem = /^([\w.-]+): (.+)$/s.exec(text);
  const inner = problem && toBangla(problem[2]!);
  return inner ? `${problem[1]}: ${inner}` : undefined;
}

/** The message in `locale`: Bangla when the catalogue knows it, else the English as it is. */
export function localizeMessage(text: string, locale: Locale): string {
  if (locale !== 'bn') return text;
  return toBangla(text) ?? text;
}
