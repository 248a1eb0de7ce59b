print("formlsp")
